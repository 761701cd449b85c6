// The app's global accessibility rules (issue 31, WCAG 2.4.7, 2.4.11, 2.5.8), as one React 19 hoisted <style>
// (deduplicated by href) like the list kit's: rendered once by App.tsx for the public and the signed-in pages.
// - Visible focus everywhere: a 2 px outline in the theme's primary colour (antd's CSS variable) on whatever the
//   keyboard focuses: tabs, sortable headers, menu items, icon buttons, row actions, table scroll areas. Text
//   fields keep antd's own focus ring (border and shadow). The page heading the frame focuses after a navigation
//   (tabIndex -1) shows none.
// - Targets of at least 24 × 24 px: the show-password eye, tag close icons, the dialogs' close button, the date
//   pickers' clear icon (absolutely placed over the calendar icon: it grows around its centre; 26 px, as its
//   translateY(-50%) measured 23.9 px at 24).
// - `.hangar-visually-hidden`: text for assistive technology only (the page heading, a column header).

const css = `
:where(:focus-visible):not(input, textarea, .ant-select-selection-search-input, [data-page-heading]) {
  outline: 2px solid var(--ant-color-primary, #1677ff) !important;
  outline-offset: 1px;
}
.ant-table-thead > tr > th:focus-visible, .ant-menu-item:focus-visible, .ant-menu-submenu-title:focus-visible,
.hangar-scroll-area:focus-visible, .ant-table-body:focus-visible { outline-offset: -2px; }
[data-page-heading]:focus { outline: none; }
.ant-input-password-icon, .ant-tag .ant-tag-close-icon {
  min-width: 24px; min-height: 24px; display: inline-flex; align-items: center; justify-content: center;
}
.ant-input-password-icon { margin-inline-end: -5px; }
.ant-picker-clear {
  min-width: 26px; min-height: 26px; display: inline-flex; align-items: center; justify-content: center;
  margin-inline-end: -5px;
}
.ant-modal-close { min-width: 24px; min-height: 24px; }
.hangar-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
`;

export function A11yStyle() {
  return (
    <style href="hangar-a11y" precedence="default">
      {css}
    </style>
  );
}
