// The few global rules of the list kit, as one React 19 hoisted <style> (deduplicated by href), so the kit
// needs no CSS import.

const css = `
.hangar-row-highlight > td { background: var(--hangar-warning-background) !important; }
.hangar-editor-dialog-title { cursor: move; user-select: none; }
`;

export function ListKitStyle() {
  return (
    <style href="hangar-list-kit" precedence="default">
      {css}
    </style>
  );
}
