import { declaredRouteLabels } from '../catalogue';

// Interface strings of the frame area: key → [zh-CN, en-US]. Keys start with "frame.".
// Sign-in, registration, recovery, the access guard's pages, menus, header, visited tabs and the dashboard
// (platform spec §2, §4). Validation messages shared with the server live in messages.ts (validation.*).
export const frameStrings = {
  'frame.systemTitle': ['Hangar 维修管理系统', 'Hangar Maintenance Management'],
  'frame.loading': ['加载中…', 'Loading…'],
  'frame.otherLang': ['English', '中文'],
  'frame.backHome': ['返回首页', 'Back to the home page'],
  'frame.toLogin': ['返回登录', 'Back to sign-in'],
  // Menu groups
  'frame.menu.home': ['首页', 'Home'],
  'frame.menu.plane': ['飞机管理', 'Aircraft'],
  'frame.menu.operation': ['运行管理', 'Operations'],
  'frame.menu.maintain': ['维修管理', 'Maintenance'],
  'frame.menu.qualification': ['资质管理', 'Qualifications'],
  'frame.menu.mall': ['在线商城', 'Mall'],
  'frame.menu.product': ['航材管理', 'Parts'],
  'frame.menu.tool': ['工具管理', 'Tools'],
  'frame.menu.base': ['基础数据', 'Base data'],
  'frame.menu.document': ['文档管理', 'Documents'],
  'frame.menu.system': ['系统管理', 'System'],
  'frame.menu.operators': ['运营管理', 'Operators'],
  'frame.menu.develop': ['需求管理', 'Requirements'],
  // Route titles (one per route name)
  'frame.route.dashboard': ['工作台', 'Dashboard'],
  'frame.route.home-401': ['没有权限', 'No permission'],
  'frame.route.home-404': ['页面不存在', 'Page not found'],
  'frame.route.login': ['登录', 'Sign in'],
  'frame.route.register': ['注册', 'Register'],
  'frame.route.findpass': ['找回密码', 'Recover password'],
  'frame.route.authredirect': ['跳转中', 'Redirecting'],
  // The screens' titles, from the modules' identities (identities/); their object types' names come with the
  // frame (frame-areas.ts)
  ...declaredRouteLabels(),
  // Sign-in
  'frame.login.phone': ['手机号码', 'Phone number'],
  'frame.login.password': ['密码', 'Password'],
  'frame.login.captcha': ['验证码', 'Captcha'],
  'frame.login.captchaRefresh': ['看不清？点击换一张', 'Hard to read? Click for another'],
  'frame.login.submit': ['登录', 'Sign in'],
  'frame.login.register': ['注册账号', 'Register'],
  'frame.login.findpass': ['忘记密码', 'Forgot password'],
  'frame.login.licenceTitle': ['系统授权即将过期', 'System licence expiring'],
  // The licence banner under the header (app/LicenceBanner.tsx): at or below 30 days left, and past the expiry
  // (only the platform administrator can still sign in then).
  'frame.licence.expiresToday': ['系统授权今天到期', 'The system licence expires today'],
  'frame.licence.expiredTitle': ['系统授权已过期', 'System licence expired'],
  'frame.licence.expiredAgo': ['系统授权已于 {days} 天前过期', 'The system licence expired {days} days ago'],
  // Registration
  'frame.register.name': ['昵称', 'Nickname'],
  'frame.register.repeat': ['确认密码', 'Repeat the password'],
  'frame.register.submit': ['注册', 'Register'],
  'frame.register.hasAccount': ['已有账号？去登录', 'Already registered? Sign in'],
  'frame.register.hint': [
    '注册后可创建企业，或请企业管理员邀请您，登录后接受邀请即可加入。',
    'After registering, create a company, or ask a company administrator to invite you and accept the invitation once signed in.',
  ],
  // Password recovery
  'frame.findpass.text': [
    '请联系您所在企业或机构的管理员，在“员工管理”中为您重置密码，然后使用新密码登录。',
    'Please ask an administrator of your company to reset your password on the Employees screen, then sign in with the new password.',
  ],
  // 401 / 404
  'frame.page401.text': ['抱歉，您没有访问该页面的权限。', 'Sorry, you do not have permission to open this page.'],
  'frame.page404.text': ['抱歉，您访问的页面不存在。', 'Sorry, the page you are looking for does not exist.'],
  // Placeholder of screens filled by later releases
  'frame.placeholder.text': ['该功能将在后续版本中提供。', 'This screen is coming in a later release.'],
  // Header
  'frame.header.todo': ['待办事项', 'To-dos'],
  'frame.header.menu': ['菜单', 'Menu'],
  'frame.header.fold': ['收起菜单', 'Fold the menu'],
  'frame.header.unfold': ['展开菜单', 'Unfold the menu'],
  'frame.header.styleSettings': ['风格设置', 'Style settings'],
  'frame.header.personalSettings': ['个人设置', 'Personal settings'],
  'frame.header.changePassword': ['修改密码', 'Change password'],
  'frame.header.switchCompany': ['切换企业', 'Switch company'],
  'frame.header.invitations': ['企业邀请', 'Invitations'],
  'frame.header.createCompany': ['创建企业', 'Create a company'],
  'frame.header.logout': ['退出登录', 'Sign out'],
  // Visited tabs
  'frame.tabs.close': ['关闭', 'Close'],
  'frame.tabs.closeOthers': ['关闭其他', 'Close others'],
  'frame.tabs.closeAll': ['关闭全部', 'Close all'],
  'frame.tabs.label': ['已打开的页面', 'Open pages'],
  'frame.tabs.closeTab': ['关闭 {title}', 'Close {title}'],
  // Landmarks and scroll areas (issue 31)
  'frame.menu.label': ['主菜单', 'Main menu'],
  'frame.licence.close': ['关闭授权提示', 'Close the licence notice'],
  // Dashboard
  'frame.dashboard.welcome': ['欢迎，{name}', 'Welcome, {name}'],
  'frame.dashboard.company': ['当前企业：{name}', 'Current company: {name}'],
  'frame.dashboard.noCompany': [
    '您还未加入任何企业或机构：可在右上角的用户菜单中创建企业，或请企业管理员邀请您。',
    'You have not joined a company yet: create one from the user menu at the top right, or ask a company administrator to invite you.',
  ],
  'frame.dashboard.invitations': ['待接受的企业邀请', 'Invitations to join a company'],
  'frame.dashboard.todos': ['我的待办', 'My to-dos'],
  'frame.dashboard.noTodos': ['暂无待办事项', 'Nothing to do'],
  'frame.dashboard.due': ['时控到期', 'Maintenance due'],
  'frame.dashboard.nearestDue': ['最需关注的 {count} 个项目', 'The {count} items needing attention first'],
  'frame.dashboard.noDue': ['没有时控项目', 'No time-controlled items'],
  'frame.dashboard.openMonitor': ['打开时控监控', 'Open the time-control monitor'],
  'frame.screenLoadFailed': [
    '页面加载失败，请检查网络后重新加载',
    'The screen could not be loaded; check the network and reload',
  ],
  'frame.reload': ['重新加载', 'Reload'],
  'frame.menu.externalDocs': ['外部文档系统', 'External document system'],
} as const satisfies Record<string, readonly [string, string]>;
