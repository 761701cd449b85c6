// A module's identity (docs/architecture.md "Adding a module"): the object types its records are logged as and the
// screens (views) it brings, each with its label in both languages, declared once in the module's own file under
// `identities/`. Everything that names them is derived (catalogue.ts): `ObjType`, the permission catalogue
// (`grantables`), the menu and the route table, the role grants' tree, the operation log's type list and filter, and
// the catalogue entries of their labels (`organize.objType.<code>`, `frame.route.<view>`). The declarations are plain
// data without zod, so that the web's entry chunk can carry the screens' titles (the page title is set before the
// frame's strings load).

/** What a view can grant besides reading it (platform spec §6). */
export const Functions = ['Add', 'Edit', 'Delete', 'Execute', 'Close', 'Upload', 'Download'] as const;
export type Fn = (typeof Functions)[number];

/** A text in both languages: [zh-CN, en-US]. */
export type Label = readonly [zh: string, en: string];

/** An object type of the operation log and of record targets: its code and its name. */
export interface ObjectTypeDecl {
  code: number;
  label: Label;
}

/** A screen: the view key a role is granted, its menu route and group, the functions it grants, its title. */
export interface ScreenDecl {
  key: string;
  path: string;
  /** Menu group (`MENU_GROUPS`); its title is `frame.menu.<group>`. */
  group: string;
  /** What the view grants besides reading it (default Add, Edit, Delete). */
  functions?: readonly Fn[];
  title: Label;
  /** Only in multi-tenant mode (the platform's own management of operator companies and their users). */
  multiTenantOnly?: boolean;
}

export interface ModuleIdentity<T extends Record<string, ObjectTypeDecl> = Record<string, ObjectTypeDecl>> {
  /** The module's name (its folder on the server and the web). */
  name: string;
  objectTypes?: T;
  screens?: readonly ScreenDecl[];
}

/** Declares a module's identity; the object types' names and codes stay literal (ObjType.Warehouse is 10111). */
export function moduleIdentity<const T extends Record<string, ObjectTypeDecl> = Record<never, ObjectTypeDecl>>(
  identity: ModuleIdentity<T>,
): ModuleIdentity<T> {
  return identity;
}

/** Menu groups in the spec's order: the menu, the route table and the role grants' tree follow it. */
export const MENU_GROUPS = [
  'plane',
  'operation',
  'maintain',
  'qualification',
  'mall',
  'product',
  'tool',
  'base',
  'document',
  'system',
  'operators',
  'develop',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** The catalogue key of an object type's name (the operation log's type column and filter). */
export function objTypeLabelKey(code: number): string {
  return `organize.objType.${code}`;
}
