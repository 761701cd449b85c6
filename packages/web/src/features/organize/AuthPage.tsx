import { Role } from '@hangar/domain/contracts/organize';
import { grantables, groupTitleKey, viewTitleKey } from '@hangar/domain/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Empty, Flex, Menu, Select, Space, Spin, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { call } from '../../api/http';
import { PermissionGate } from '../../components/PermissionGate';
import { useCan, useSession } from '../../session/session-context';
import {
  applyCheck,
  checkedKeysOf,
  fnKey,
  grantGroups,
  grantsOf,
  groupKey,
  groupState,
  MODULES_GROUP,
  viewKey,
} from './grant-tree';
import { useRoles } from './use-organization';

// /organize/auth: pick a role (and a project), tick the views and functions it grants in the tree of menu
// groups, save. Loads POST /api/Role/QueryGrant, saves POST /api/Role/Grant (replacing the role's grants in
// that project). A user who is not an administrator can hand on only what they hold, so the rest is greyed.

export default function AuthPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const queryClient = useQueryClient();
  const roles = useRoles();
  const [params, setParams] = useSearchParams();
  const roleId = Number(params.get('role')) || roles.items[0]?.id || null;
  const [projectId, setProjectId] = useState<number | null>(session.user.curProject);
  const canEdit = useCan(Role.api.Grant);
  const [keys, setKeys] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);

  const stored = useQuery({
    queryKey: ['role_grant', roleId, projectId],
    queryFn: () => call(Role.api.QueryGrant, { roleId: roleId ?? 0, ...(projectId ? { projectId } : {}) }),
    enabled: roleId !== null,
  });
  // The edited keys start again from the stored grants whenever another role or project is shown.
  useEffect(() => {
    setKeys(stored.data ? checkedKeysOf(stored.data) : null);
  }, [stored.data]);

  const groups = useMemo(() => grantGroups(grantables), []);
  const current = keys ?? [];

  const treeData: DataNode[] = groups.map(({ group, items }) => ({
    key: groupKey(group),
    // Groups and views are named as the menu names them (one name per screen: viewTitleKey, groupTitleKey).
    title: t(group === MODULES_GROUP ? 'organize.group.modules' : groupTitleKey(group)),
    disabled: !canEdit || (session.user.isAdmin !== 1 && items.some((g) => !session.can(g.key))),
    // One row per view: its check box grants the view, the functions sit on the same row (a tree node per
    // function made the screen several thousand pixels tall).
    children: items.map((g) => {
      const label = t(viewTitleKey(g.key));
      return {
        key: viewKey(g.key),
        isLeaf: true,
        disabled: !canEdit || !session.can(g.key),
        title: (
          <Space size={16} wrap>
            <span title={label}>{label}</span>
            {g.functions.length > 0 && (
              <Space size={4} wrap onClick={(e) => e.stopPropagation()}>
                {g.functions.map((fn) => (
                  <Checkbox
                    key={fn}
                    checked={current.includes(fnKey(g.key, fn))}
                    disabled={!canEdit || !session.can(g.key, fn)}
                    onChange={(e) => setKeys(applyCheck(current, fnKey(g.key, fn), e.target.checked, grantables))}
                  >
                    {t(`organize.fn.${fn}`)}
                  </Checkbox>
                ))}
              </Space>
            )}
          </Space>
        ),
      };
    }),
  }));
  const full = groups.filter((g) => groupState(current, g.group, grantables) === 'full').map((g) => groupKey(g.group));
  const partial = groups
    .filter((g) => groupState(current, g.group, grantables) === 'partial')
    .map((g) => groupKey(g.group));

  const save = async () => {
    if (roleId === null) return;
    setSaving(true);
    try {
      await call(Role.api.Grant, {
        roleId,
        ...(projectId ? { projectId } : {}),
        grants: grantsOf(current, grantables),
      });
      void message.success(t('organize.auth.saved'));
      await queryClient.invalidateQueries({ queryKey: ['role_grant', roleId] });
      // The user's own menus change when they hold the role.
      await session.refresh();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex gap={16} align="flex-start" wrap>
      <Card
        title={t('organize.auth.roles')}
        size="small"
        style={{ width: 240 }}
        loading={roles.loading && roles.items.length === 0}
      >
        {roles.error ? (
          <Typography.Text type="danger">{roles.error.message}</Typography.Text>
        ) : roles.items.length === 0 ? (
          <Empty description={t('organize.auth.noRoles')} />
        ) : (
          <Menu
            mode="inline"
            style={{ borderInlineEnd: 'none' }}
            selectedKeys={roleId === null ? [] : [String(roleId)]}
            items={roles.items.map((r) => ({ key: String(r.id), label: r.name }))}
            onClick={({ key }) => setParams({ role: key })}
          />
        )}
      </Card>
      <Card
        size="small"
        style={{ flex: 1, minWidth: 320 }}
        title={
          <Space>
            <span>{t('organize.auth.title')}</span>
            {roleId !== null && <Typography.Text type="secondary">{roles.names.get(roleId)}</Typography.Text>}
          </Space>
        }
        extra={
          <Space wrap>
            {session.user.projects.length > 1 && (
              <Select
                style={{ minWidth: 160 }}
                value={projectId ?? undefined}
                onChange={(v: number) => setProjectId(v)}
                options={session.user.projects.map((p) => ({ value: p.id, label: p.name }))}
                aria-label={t('organize.auth.project')}
              />
            )}
            <Button onClick={() => setKeys(stored.data ? checkedKeysOf(stored.data) : null)} disabled={!stored.data}>
              {t('organize.auth.reset')}
            </Button>
            <PermissionGate can={Role.api.Grant}>
              <Button
                type="primary"
                loading={saving}
                disabled={roleId === null || !stored.data}
                onClick={() => void save()}
              >
                {t('organize.save')}
              </Button>
            </PermissionGate>
          </Space>
        }
      >
        {roleId === null ? (
          <Empty description={t('organize.auth.pickRole')} />
        ) : stored.isPending ? (
          <Spin />
        ) : stored.isError ? (
          <Typography.Text type="danger">{stored.error.message}</Typography.Text>
        ) : (
          <Tree
            checkable
            checkStrictly
            selectable={false}
            defaultExpandAll
            treeData={treeData}
            checkedKeys={{ checked: [...current, ...full], halfChecked: partial }}
            onCheck={(_checked, info) => setKeys(applyCheck(current, String(info.node.key), info.checked, grantables))}
          />
        )}
      </Card>
    </Flex>
  );
}
