import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';

/*
 * One small write from a list (enable, approve, a chip click, an in-place edit, a batch call): run it, then
 * show the success text, or the failure text followed by the server's reason (materials document §8:
 * 设置序号成功 / 设置序号失败, ...). Answers whether it succeeded. 401 is left to the session.
 *
 *   const run = useCall();
 *   const ok = await run(() => call(MaintainCtrl.api.UpdateMatSeri, body), 'maintain.ok.matSeri', 'maintain.fail.matSeri');
 */
export function useCall() {
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    async (run: () => Promise<unknown>, okKey: string, failKey?: string): Promise<boolean> => {
      try {
        await run();
        void message.success(t(okKey));
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return false;
        const reason = error instanceof Error ? error.message : String(error);
        void message.error(failKey ? `${t(failKey)}: ${reason}` : reason);
        return false;
      }
    },
    [message, t],
  );
}
