// Interface strings of the files area (upload fields, downloads): key → [zh-CN, en-US]. Keys start with "files.".

export const filesStrings = {
  'files.upload': ['上传文件', 'Upload file'],
  'files.uploadImage': ['上传图片', 'Upload'],
  'files.retry': ['重试', 'Retry'],
  'files.uploadFailed': ['上传失败', 'Upload failed'],
  'files.noDeletePermission': ['没有权限删除文件', 'You do not have permission to delete files'],
  'files.noFile': ['未上传文件', 'No file has been uploaded'],
  'files.download': ['下载', 'Download'],
  'files.downloadFailed': ['下载失败', 'Download failed'],
  'files.none': ['暂无图片', 'No image'],
} as const satisfies Record<string, readonly [string, string]>;
