import { useEffect, useState } from 'react';

/** Spec §2, §9: the mobile layout applies under 820 px. */
export const MOBILE_BREAKPOINT = 820;

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT;
}

export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => isMobileWidth(window.innerWidth));
  useEffect(() => {
    const onResize = () => setMobile(isMobileWidth(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return mobile;
}
