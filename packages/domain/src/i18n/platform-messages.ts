// The platform's own messages (sign-in, session, validation, organisation...): key → [zh-CN, en-US]. Part of the
// catalogue of messages.ts and of the web's entry catalogue (ui.ts).

export const platformMessages = {
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
  'auth.tooManyPasswordChecks': [
    '原密码错误次数过多，请 {minutes} 分钟后再试',
    'Too many wrong old passwords: please try again in {minutes} minutes',
  ],
  'auth.notMember': ['未加入该企业或机构', 'You are not a member of this company'],
  'auth.noCompany': ['未加入任何企业或机构', 'Not joined to any company or organisation'],
  'auth.memberLocked': [
    '您在该企业的账号已被管理员锁定',
    'Your account in this company was locked by the administrator',
  ],
  // Generic errors
  'error.forbidden': ['没有权限执行该操作', 'You do not have permission for this action'],
  'error.fieldNeedsView': [
    '没有该页面的权限，不能按字段“{field}”查询或排序',
    'Filtering or sorting by “{field}” needs the permission of its screen',
  ],
  'error.notFound': ['记录不存在', 'The record does not exist'],
  'error.conflict': ['记录已存在或已被修改', 'The record already exists or was changed'],
  'error.internal': ['服务器内部错误（请求号 {requestId}）', 'Internal server error (request {requestId})'],
  'error.unsupportedMedia': [
    '请求内容类型必须是 application/json',
    'The request content type must be application/json',
  ],
  'error.crossOrigin': ['拒绝来自其他网站页面的请求', 'Requests from pages of another site are refused'],
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
  'validation.malformedText': [
    '{field} 含有无效字符（不成对的 UTF-16 代理项），无法保存',
    '{field} contains an invalid character (an unpaired UTF-16 surrogate) and cannot be stored',
  ],
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
  'query.fixedOrder': [
    '该列表按固定顺序排列，不能按 {sort} 排序',
    'This list has a fixed order and cannot be sorted by {sort}',
  ],
  'query.unknownCompare': [
    '字段 {field} 不支持比较方式 {compare}',
    'The field {field} does not support the comparison {compare}',
  ],
  'query.badValue': ['字段 {field} 的值类型不正确', 'The value of {field} has the wrong type'],
  'query.tooManyConditions': ['查询条件不能超过 {max} 个', 'A query may have at most {max} conditions'],
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
