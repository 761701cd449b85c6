// Localized message catalogues shared by the server (error messages) and the web (form rules).
// Keys are stable; values follow the spec's wording for zh-CN and an English equivalent for en-US.

export type Lang = 'zh-CN' | 'en-US';
export const defaultLang: Lang = 'zh-CN';

const catalogue = {
  // Authentication and session
  'auth.expired': ['登录信息失效，请重新登录', 'Your sign-in has expired, please sign in again'],
  'auth.badCredentials': ['手机号或密码错误', 'Wrong phone number or password'],
  'auth.captchaRequired': ['请输入验证码', 'Please enter the captcha'],
  'auth.captchaWrong': ['验证码错误', 'Wrong captcha'],
  'auth.tooManyFailures': [
    '登录失败次数过多，账号已临时锁定，请 {minutes} 分钟后再试',
    'Too many failed sign-ins: the account is locked for {minutes} minutes',
  ],
  'auth.accountLocked': [
    '账号已被管理员锁定，无法登录',
    'This account was locked by the administrator and cannot sign in',
  ],
  'auth.licenceExpired': [
    '系统授权已过期，请联系管理员',
    'The system licence has expired, please contact the administrator',
  ],
  'auth.licenceExpiring': ['系统授权将在 {days} 天后过期', 'The system licence expires in {days} days'],
  'auth.tooManyRegistrations': [
    '注册过于频繁，请 {minutes} 分钟后再试',
    'Too many registrations from this address: please try again in {minutes} minutes',
  ],
  'auth.wrongOldPassword': ['原密码不正确', 'The old password is not correct'],
  'auth.notMember': ['未加入该企业或机构', 'You are not a member of this company'],
  'auth.noCompany': ['未加入任何企业或机构', 'Not joined to any company or organisation'],
  'auth.memberLocked': [
    '您在该企业的账号已被管理员锁定',
    'Your account in this company was locked by the administrator',
  ],
  // Generic errors
  'error.forbidden': ['没有权限执行该操作', 'You do not have permission for this action'],
  'error.notFound': ['记录不存在', 'The record does not exist'],
  'error.conflict': ['记录已存在或已被修改', 'The record already exists or was changed'],
  'error.internal': ['服务器内部错误（请求号 {requestId}）', 'Internal server error (request {requestId})'],
  'error.unsupportedMedia': [
    '请求内容类型必须是 application/json',
    'The request content type must be application/json',
  ],
  'error.tooLarge': ['请求内容过大', 'The request is too large'],
  'error.routeNotFound': ['接口不存在：{path}', 'No such endpoint: {path}'],
  'error.unknownOperation': ['未知操作', 'Unknown operation'],
  // Validation
  'validation.invalid': ['字段 {field} 格式不正确', 'The field {field} is not valid'],
  'validation.required': ['缺少字段 {field}', 'The field {field} is required'],
  'validation.unknownField': ['不支持的字段 {field}', 'Unknown field {field}'],
  'validation.tooLong': ['字段 {field} 过长', 'The field {field} is too long'],
  'validation.maxLength': ['{field} 不能超过 {max} 个字符', '{field} can have at most {max} characters'],
  'validation.badCharacters': ['{field} 含有不可见字符或控制字符', '{field} contains invisible or control characters'],
  'validation.numberMin': ['{field} 必须是不小于 {min} 的数字', '{field} must be a number of at least {min}'],
  'validation.numberMax': ['{field} 不能大于 {max}', '{field} must be at most {max}'],
  'validation.body': ['请求内容格式不正确', 'The request body is not valid'],
  'validation.phoneRequired': ['请输入手机号码!', 'Please enter the phone number!'],
  'validation.phoneFormat': ['手机号格式不正确!', 'The phone number format is not correct!'],
  'validation.passRequired': ['请输入密码', 'Please enter the password'],
  'validation.passFormat': ['密码格式不正确', 'The password format is not correct'],
  'validation.passMin': ['密码不能低于6位', 'The password must be at least 6 characters'],
  'validation.newPassMin': ['密码至少6个字符', 'The password needs at least 6 characters'],
  'validation.passRepeat': ['请再次输入密码', 'Please enter the password again'],
  'validation.passMismatch': ['两次输入密码不一致!', 'The two passwords do not match!'],
  'validation.captchaFormat': ['验证码错误', 'Wrong captcha'],
  'validation.nameRequired': ['请输入昵称!', 'Please enter a nickname!'],
  'validation.sexRequired': ['请选择性别', 'Please choose the sex'],
  'validation.companyNameRequired': ['请输入企业名称!', 'Please enter the company name!'],
  'validation.systemNameRequired': ['请输入系统名称!', 'Please enter the system name!'],
  'validation.settingInvalid': ['配置格式不正确', 'The settings are not valid'],
  'validation.departmentNameRequired': ['请输入部门名称', 'Please enter the department name'],
  'validation.roleNameRequired': ['请输入角色名称', 'Please enter the role name'],
  'validation.dateFormat': ['日期格式不正确', 'The date format is not correct'],
  // Generic query payload
  'query.unknownField': ['不支持的查询字段 {field}', 'Unknown query field {field}'],
  'query.notSortable': ['字段 {field} 不能排序', 'The field {field} cannot be sorted'],
  'query.unknownCompare': [
    '字段 {field} 不支持比较方式 {compare}',
    'The field {field} does not support the comparison {compare}',
  ],
  'query.badValue': ['字段 {field} 的值类型不正确', 'The value of {field} has the wrong type'],
  'query.tooManyConditions': ['查询条件不能超过 {max} 个', 'A query may have at most {max} conditions'],
  // Organisation
  'user.notFound': ['该用户不存在', 'This user does not exist'],
  'user.phoneTaken': ['该手机号已被使用', 'This phone number is already in use'],
  'user.onlyOwn': ['只能修改自己的信息', 'You may only change your own information'],
  'company.createFailed': ['创建企业失败', 'Creating the company failed'],
  'employ.exists': ['该用户已是本企业员工', 'This user is already an employee of this company'],
  'employ.invited': [
    '已邀请该手机号，等待对方接受',
    'This phone number has been invited already; waiting for the answer',
  ],
  'invitation.notFound': ['邀请不存在或已处理', 'The invitation does not exist or has been answered'],
  'employ.cannotRemoveOwner': ['不能移除企业管理员', 'The company administrator cannot be removed'],
  'employ.cannotLockSelf': ['不能锁定自己', 'You cannot lock yourself'],
  'employ.cannotLockOwner': ['不能锁定企业管理员', 'The company administrator cannot be locked'],
  'employ.ownerStaysAdmin': ['企业创建者必须保留管理员权限', 'The company’s creator must keep administrator rights'],
  'employ.adminOnly': [
    '只有管理员可以修改管理员账号或管理员权限',
    'Only an administrator may change an administrator’s account or administrator rights',
  ],
  'employ.badDepartment': ['部门不存在', 'The department does not exist'],
  'employ.badRole': ['角色不存在', 'The role does not exist'],
  'user.resetOutsider': [
    '该用户还属于其他企业或机构，只能由本人修改密码',
    'This user also belongs to other companies; only the user may change the password',
  ],
  'department.hasChildren': [
    '该部门下还有子部门，不能删除',
    'This department still has sub-departments and cannot be deleted',
  ],
  'department.hasEmployees': [
    '该部门下还有员工，不能删除',
    'This department still has employees and cannot be deleted',
  ],
  'department.badParent': ['上级部门不正确', 'The parent department is not valid'],
  'department.cycle': [
    '上级部门不能是本部门或其下级部门',
    'The parent cannot be the department itself or one of its sub-departments',
  ],
  'role.nameTaken': ['角色名称已存在', 'A role with this name already exists'],
  'role.inUse': ['该角色已分配给员工，不能删除', 'This role is assigned to employees and cannot be deleted'],
  'role.unknownView': ['未知的页面 {view}', 'Unknown view {view}'],
  'role.unknownFunction': ['页面 {view} 不支持功能 {fn}', 'The view {view} has no function {fn}'],
  'role.grantBeyondOwn': [
    '不能授予自己没有的权限：{view} {fn}',
    'You cannot grant a permission you do not hold: {view} {fn}',
  ],
  // Reference data and registers (plane types, brands, sites, units, models, aircraft)
  'register.typeNameRequired': ['请输入类别名称', 'Please enter the category name'],
  'register.brandNameRequired': ['请输入品牌名称', 'Please enter the brand name'],
  'register.siteNameRequired': ['请输入场站名称', 'Please enter the site name'],
  'register.unitNameRequired': ['请输入单位名称', 'Please enter the unit name'],
  'register.modelNameRequired': ['请输入机型', 'Please enter the model'],
  'register.tailRequired': ['请输入国籍登记号', 'Please enter the registration'],
  'register.modelRequired': ['请选择机型', 'Please choose the model'],
  'register.badNumber': ['{field} 数值格式不正确', 'The number {field} is not valid'],
  'register.hoursFormat': ['总飞行小时数值格式不正确', 'The total flight hours are not a valid number'],
  'register.badParent': ['上级类别不正确', 'The parent category is not valid'],
  'register.typeCycle': [
    '上级类别不能是本类别或其下级类别',
    'The parent cannot be the category itself or one of its sub-categories',
  ],
  'register.badType': ['机型类别不存在', 'The model category does not exist'],
  'register.badBrand': ['品牌不存在', 'The brand does not exist'],
  'register.badModel': ['机型不存在', 'The model does not exist'],
  'register.badManager': ['管理机构不存在', 'The managing organisation does not exist'],
  'register.typeNameTaken': ['同级下已有同名类别', 'A category with this name already exists at this level'],
  'register.brandNameTaken': ['品牌名称已存在', 'A brand with this name already exists'],
  'register.siteNameTaken': ['场站名称已存在', 'A site with this name already exists'],
  'register.unitNameTaken': ['单位名称已存在', 'A unit with this name already exists'],
  'register.modelNameTaken': [
    '该管理机构下已有同名机型',
    'The managing organisation already has a model with this name',
  ],
  'register.tailTaken': ['国籍登记号 {name} 已存在', 'The registration {name} already exists'],
  'register.typePlatformOnly': [
    '机型类别只能由平台方维护',
    'Model categories can only be maintained by the platform organisation',
  ],
  'register.modelNotManager': [
    '只有平台方或该机型的管理机构可以修改该机型',
    'Only the platform organisation or the model’s managing organisation may change this model',
  ],
  'register.managerPlatformOnly': [
    '只有平台方可以指定机型的管理机构',
    'Only the platform organisation may set a model’s managing organisation',
  ],
  'register.typeHasChildren': [
    '该类别下还有 {count} 个下级类别，不能删除',
    'This category still has {count} sub-categories and cannot be deleted',
  ],
  'register.typeHasModels': [
    '该类别下还有 {count} 个机型，不能删除',
    'This category is used by {count} models and cannot be deleted',
  ],
  'register.brandHasModels': [
    '该品牌还有 {count} 个机型在使用，不能删除',
    'This brand is used by {count} models and cannot be deleted',
  ],
  'register.modelHasPlanes': [
    '该机型下还有 {count} 架飞机，不能删除',
    'This model still has {count} aircraft and cannot be deleted',
  ],
  // Maintenance items and maintenance control (model document §5, materials document §5 and §8)
  'maintain.nameRequired': ['名称不能为空', 'The name cannot be empty'],
  'maintain.typeRequired': ['维修类型不能为空', 'The maintenance type cannot be empty'],
  'maintain.contentRequired': ['检修要求不能为空', 'The maintenance requirement cannot be empty'],
  'maintain.timerSourceRequired': ['计时类型不能为空', 'The timer source cannot be empty'],
  'maintain.timeAlignRequired': ['对齐方式不能为空', 'The time alignment cannot be empty'],
  'maintain.hoursFormat': ['数值格式不正确', 'The value format is not correct'],
  'maintain.initHoursFormat': ['初始时间数值格式不正确', 'The initial hours format is not correct'],
  'maintain.selectToDelete': ['先勾选需要删除的维修项目', 'Tick the maintenance items to delete first'],
  'maintain.selectToSync': ['先勾选需要同步的维修项目', 'Tick the maintenance items to synchronise first'],
  'maintain.selectToImport': ['没有选择任何维修项目', 'No maintenance item is selected'],
  'maintain.modelHasItems': [
    '该机型下还有 {count} 个维修项目，不能删除',
    'This model still has {count} maintenance items and cannot be deleted',
  ],
  'maintain.planeHasItems': [
    '该飞机还有 {count} 个维修控制项目，不能删除',
    'This aircraft still has {count} maintenance-control items and cannot be deleted',
  ],
  'maintain.planeModelLocked': [
    '该飞机已有 {count} 个维修控制项目，不能更换机型',
    'This aircraft has {count} maintenance-control items; its model cannot be changed',
  ],
  'maintain.otherModel': [
    '维修项目 {name} 不属于该飞机的机型',
    'The maintenance item {name} does not belong to the aircraft’s model',
  ],
  'maintain.itemDisabled': [
    '维修项目 {name} 已停用，不能导入',
    'The maintenance item {name} is disabled and cannot be imported',
  ],
  'maintain.notFromModel': [
    '维修项目 {name} 不是从机型导入的，不能同步',
    'The maintenance item {name} was not imported from the model and cannot be synchronised',
  ],
  'maintain.sourceGone': [
    '维修项目 {name} 在机型中已不存在，不能同步',
    'The maintenance item {name} no longer exists in the model and cannot be synchronised',
  ],
  'maintain.itemInUse': [
    '该维修项目已导入 {count} 架飞机的维修控制，不能删除，可以停用',
    'This maintenance item is used by {count} aircraft maintenance-control items; disable it instead of deleting it',
  ],
  'maintain.reorderMismatch': ['排序的维修项目不正确', 'The items to reorder are not valid'],
  'maintain.unknownTimeItem': ['时控项 {name} 不存在', 'The time rule {name} does not exist'],
  'maintain.ok.approved': ['审核成功', 'Approved'],
  'maintain.ok.deApproved': ['撤审成功', 'Approval revoked'],
  'maintain.ok.disabled': ['停用成功', 'Disabled'],
  'maintain.ok.enabled': ['启用成功', 'Enabled'],
  'maintain.ok.imported': ['导入成功', 'Imported'],
  'maintain.ok.batchImported': ['批量导入成功', 'Batch import done'],
  'maintain.ok.batchSynced': ['批量同步成功', 'Batch synchronisation done'],
  'maintain.ok.matSeri': ['设置序号成功', 'Serial number set'],
  'maintain.ok.curTimeItem': ['设置选项成功', 'Option set'],
  'maintain.ok.executeDate': ['设置执行日期成功', 'Execution date set'],
  'maintain.ok.executeHours': ['设置执行小时数成功', 'Execution hours set'],
  'maintain.fail.matSeri': ['设置序号失败', 'Setting the serial number failed'],
  'maintain.fail.curTimeItem': ['设置选项失败', 'Setting the option failed'],
  'maintain.fail.executeDate': ['设置执行日期失败', 'Setting the execution date failed'],
  'maintain.fail.executeHours': ['设置执行小时数失败', 'Setting the execution hours failed'],
  'maintain.fail.imported': ['导入失败', 'Import failed'],
  'maintain.fail.batchImported': ['批量导入失败', 'Batch import failed'],
  'maintain.fail.batchSynced': ['批量同步失败', 'Batch synchronisation failed'],
  // Time rules of an item (model document §5, materials document §4 "Time item selection"; @hangar/domain/due)
  'timeRule.nameRequired': ['所有时控项必须命名', 'Every time rule must have a name'],
  'timeRule.nameTooLong': ['时控项名称不能超过 {max} 个字符', 'A time rule name can have at most {max} characters'],
  'timeRule.nameDuplicate': [
    '时控项名称 {name} 重复，同一维修项目内的时控项不能重名',
    'The time rule name {name} is used twice; names must be unique within an item',
  ],
  'timeRule.typeRequired': ['时控项{name}必须选择时控方式', 'Time rule {name} needs a control mode'],
  'timeRule.intervalRequired': [
    '时控项{name}必须填写小时间隔或日历间隔',
    'Time rule {name} needs an hours interval or a calendar interval',
  ],
  'timeRule.hoursInvalid': [
    '时控项{name}的小时间隔必须是大于0的数值',
    'The hours interval of time rule {name} must be a number greater than 0',
  ],
  'timeRule.hoursToleranceInvalid': [
    '时控项{name}的小时偏差必须是不小于0的数值',
    'The hours tolerance of time rule {name} must be a number of at least 0',
  ],
  'timeRule.hoursWarningInvalid': [
    '时控项{name}的小时预警必须是不小于0的数值',
    'The hours warning of time rule {name} must be a number of at least 0',
  ],
  'timeRule.calendarInvalid': [
    '时控项{name}的日历间隔格式不正确，应为年、月、日的组合，例如 1Y6M、18月、2年、90D',
    'The calendar interval of time rule {name} is not valid: use years, months and days, e.g. 1Y6M, 18M, 2Y, 90D',
  ],
  'timeRule.calendarToleranceInvalid': [
    '时控项{name}的日历偏差必须是不小于0的整数天数',
    'The calendar tolerance of time rule {name} must be a whole number of days, at least 0',
  ],
  'timeRule.calendarWarningInvalid': [
    '时控项{name}的日历预警必须是不小于0的整数天数',
    'The calendar warning of time rule {name} must be a whole number of days, at least 0',
  ],
  'timeRule.tooMany': ['时控项不能超过 {max} 个', 'An item can have at most {max} time rules'],
  'timeRule.alwaysInEffect': ['该项始终生效，无需选择', 'This rule is always in effect and need not be chosen'],
  'timeRule.cannotCancel': [
    '该时控类型不能取消，只能切换到其他项',
    'This kind of time rule cannot be cleared, only switched to another one',
  ],
  'timeRule.unknownRule': ['该时控项不存在', 'This time rule does not exist'],
  // Files (platform spec §5, §7 "File upload"; materials spec §5; @hangar/domain/contracts/files)
  'file.type.image': ['只能上传 jpg, png, gif 图片', 'Only jpg, png or gif images can be uploaded'],
  'file.type.logo': ['只能上传 jpg, png 图片', 'Only jpg or png images can be uploaded'],
  'file.type.file': ['不支持该文件类型', 'This file type is not accepted'],
  'file.size.avatar': ['图片不能大于2MB!', 'The image must not be larger than 2 MB!'],
  'file.size.logo': ['LOGO图片不能大于100KB!', 'The logo must not be larger than 100 KB!'],
  'file.size.background': ['背景图片不能大于3MB!', 'The background image must not be larger than 3 MB!'],
  'file.size.material': ['图片不能大于5MB!', 'The picture must not be larger than 5 MB!'],
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
  // Real-time channel (/ws)
  'realtime.badOrigin': [
    '实时通道只接受本系统页面的连接',
    'The real-time channel accepts connections only from this application’s own pages',
  ],
  // Success messages of the spec
  'ok.created': ['创建成功', 'Created'],
  'ok.updated': ['修改成功', 'Updated'],
  'ok.deleted': ['删除成功', 'Deleted'],
  'ok.companyCreated': ['创建企业成功', 'Company created'],
  'ok.configUpdated': ['修改配置成功', 'Settings updated'],
  'ok.infoUpdated': ['修改信息成功', 'Information updated'],
  'ok.passwordChanged': ['修改密码成功', 'Password changed'],
  // The same answer whether or not the phone was registered already (registration reveals no account).
  'ok.registered': [
    '注册已提交：如该手机号此前未注册，账号已创建，请登录',
    'Done: if this phone number was not registered before, its account now exists. Please sign in.',
  ],
} as const satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof catalogue;
export type MessageParams = Record<string, string | number>;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogue, key);
}

/** Localized text for a key, with `{name}` placeholders filled from params. */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const [zh, en] = catalogue[key];
  const text = lang === 'en-US' ? en : zh;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** Picks the language from a `lang` cookie value or an Accept-Language header; zh-CN by default. */
export function pickLang(cookie: string | undefined, acceptLanguage: string | undefined): Lang {
  const fromCookie = cookie?.toLowerCase();
  if (fromCookie?.startsWith('en')) return 'en-US';
  if (fromCookie?.startsWith('zh')) return 'zh-CN';
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase();
  if (first?.startsWith('en')) return 'en-US';
  return defaultLang;
}

/** The whole catalogue of one language, for the web's i18next resources. */
export function catalogueFor(lang: Lang): Record<MessageKey, string> {
  const out = {} as Record<MessageKey, string>;
  for (const key of Object.keys(catalogue) as MessageKey[]) {
    out[key] = lang === 'en-US' ? catalogue[key][1] : catalogue[key][0];
  }
  return out;
}
