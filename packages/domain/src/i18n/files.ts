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

/** Messages of the files area (server refusals and form rules): key → [zh-CN, en-US]. */
export const filesMessages = {
  // Files (platform spec §5, §7 "File upload"; materials spec §5; @hangar/domain/contracts/files)
  'file.type.image': ['只能上传 jpg, png, gif 图片', 'Only jpg, png or gif images can be uploaded'],
  'file.type.logo': ['只能上传 jpg, png 图片', 'Only jpg or png images can be uploaded'],
  'file.type.file': ['不支持该文件类型', 'This file type is not accepted'],
  'file.size.avatar': ['图片不能大于2MB!', 'The image must not be larger than 2 MB!'],
  'file.size.logo': ['LOGO图片不能大于100KB!', 'The logo must not be larger than 100 KB!'],
  'file.size.background': ['背景图片不能大于3MB!', 'The background image must not be larger than 3 MB!'],
  'file.size.material': ['图片不能大于5MB!', 'The picture must not be larger than 5 MB!'],
  'file.type.scan': ['只能上传 pdf、jpg、png 或 gif 文件', 'Only pdf, jpg, png or gif files can be uploaded'],
  'file.size.scan': ['文件不能大于20MB!', 'The file must not be larger than 20 MB!'],
  'file.size.file': ['文件不能大于{max}!', 'The file must not be larger than {max}!'],
  'file.badUse': ['不支持的上传用途', 'Unknown upload use'],
  'file.badContentType': ['文件类型格式不正确', 'The content type is not valid'],
  'file.nameRequired': ['缺少文件名', 'The file name is required'],
  'file.nameTooLong': ['文件名过长', 'The file name is too long'],
  'file.badSize': ['文件大小不正确', 'The file size is not valid'],
  'file.targetRequired': ['请指定文件所属的机型或飞机', 'Please name the model or aircraft the file belongs to'],
  'file.targetNotAllowed': ['该用途的文件不属于机型或飞机', 'Files of this use do not belong to a model or aircraft'],
  'file.badTargetKind': ['该用途的文件不能属于{kind}', 'Files of this use cannot belong to a {kind}'],
  'file.linkInvalid': ['上传或下载链接无效或已被篡改', 'The upload or download link is not valid or was altered'],
  'file.linkExpired': ['上传或下载链接已过期，请重新上传', 'The upload or download link has expired, please try again'],
  'file.tooLarge': [
    '上传内容超过声明的大小 {size} 字节',
    'The upload is larger than its declared size of {size} bytes',
  ],
  'file.incomplete': [
    '上传内容不完整（收到 {received} / {size} 字节），文件未保存',
    'The upload is incomplete ({received} of {size} bytes received); the file was not saved',
  ],
  'file.notFound': ['文件不存在', 'The file does not exist'],
  'file.exists': [
    '该上传链接的文件已上传，不能覆盖；请重新上传',
    'The file of this upload link has already been uploaded and cannot be replaced; please upload again',
  ],
  'file.badUrl': ['文件地址不正确', 'The file address is not valid'],
  'file.entryRefused': [
    '{field} 的文件地址不正确或无权使用',
    'The file address in {field} is not valid or may not be used here',
  ],
} as const satisfies Record<string, readonly [string, string]>;
