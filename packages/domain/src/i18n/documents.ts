// The document libraries (model document §2.8, §5, §8): server messages `document.*` (the spec's wording where it
// gives one). Listed in frame-area-messages.ts (the screens are in the signed-in frame only).

export const documentMessages = {
  'document.nameRequired': ['名称不能为空', 'The name cannot be empty'],
  'document.folderNameRequired': ['文件夹名称不能为空', 'The folder name cannot be empty'],
  'document.folderBadChars': [
    '不能输入 , . : < > ? % \\ / ` \' " 等特殊字符',
    'Special characters such as , . : < > ? % \\ / ` \' " cannot be input',
  ],
  'document.folderTaken': ['同一位置已有名为 {name} 的文件夹', 'A folder named {name} already exists here'],
  'document.folderNotEmpty': [
    '文件夹 {name} 不为空，请先删除其中的文件',
    'The folder {name} is not empty: delete what it holds first',
  ],
  'document.badModule': ['文档库不正确', 'The document library (module) is not valid'],
  'document.badDict': ['文档类别不正确', 'The document category (dict) is not valid'],
  'document.badFlag': ['只能是 0 或 1', 'Must be 0 or 1'],
  'document.badType': ['文档类型不正确', 'The document type is not valid'],
  'document.badParent': [
    '上级文件夹不存在或不在同一文档库',
    'The parent folder does not exist or is not in the same library',
  ],
  'document.targetRequired': ['需要指定文档库的对象', 'The library’s target is required'],
  'document.filterRequired': ['查询需要固定条件 {field}', 'The query needs the fixed filter {field}'],
  'document.isFolder': ['这是文件夹，请使用文件夹的修改', 'This is a folder: rename it instead'],
  'document.notFolder': ['这不是文件夹', 'This is not a folder'],
  'document.notFound': ['文档不存在', 'The document does not exist'],
  'document.noView': ['没有访问该文档库的权限', 'You have no access to this document library'],
  'document.modelHasDocuments': [
    '该机型的资料库中还有 {count} 个文档或文件夹，不能删除',
    'The model’s library still holds {count} documents or folders; it cannot be deleted',
  ],
  'document.planeHasDocuments': [
    '该飞机的资料库中还有 {count} 个文档或文件夹，不能删除',
    'The aircraft’s library still holds {count} documents or folders; it cannot be deleted',
  ],
} as const satisfies Record<string, readonly [string, string]>;
