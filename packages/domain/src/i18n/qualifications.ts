// Qualifications (issue 34): server messages `qual.*` — refusals of the licence, authorisation, training and
// medical forms, and the sign-off refusals that name the missing qualification. Listed in frame-area-messages.ts.

export const qualificationMessages = {
  'qual.userRequired': ['请选择人员', 'Choose the person'],
  'qual.userNotMember': ['该人员不是本单位成员', 'The person is not a member of the company'],
  'qual.licenceKindInvalid': ['执照种类须为维修或飞行', 'The licence kind must be maintenance or pilot'],
  'qual.licenceTypeRequired': ['执照类型不能为空', 'The licence type cannot be empty'],
  'qual.licenceNoRequired': ['执照编号不能为空', 'The licence number cannot be empty'],
  'qual.licenceNoTaken': ['该人员已有编号为 {no} 的执照', 'The person already holds licence {no}'],
  'qual.licencePendingMember': [
    '对方接受邀请后才能登记执照',
    'A licence can be recorded once the person has accepted the invitation',
  ],
  'qual.issuedRequired': ['请选择颁发日期', 'Choose the issue date'],
  'qual.expiresBeforeIssued': ['有效期不能早于颁发日期 {date}', 'The expiry cannot be before the issue date {date}'],
  'qual.categoryInvalid': ['类别须为不超过 10 个字符的文字', 'A category is text of at most 10 characters'],
  'qual.categoryRepeated': ['类别重复', 'A category is repeated'],
  'qual.modelsInvalid': ['机型列表无效', 'The list of models is not valid'],
  'qual.modelsRepeated': ['机型重复', 'A model is repeated'],
  'qual.modelsRequired': ['请至少选择一个机型', 'Choose at least one model'],
  'qual.ratingUnknownModel': ['机型等级中的机型 {id} 不存在', 'The rating names model {id}, which does not exist'],
  'qual.modelUnknown': ['机型 {id} 不存在', 'Model {id} does not exist'],
  'qual.ratingsPilotOnly': ['只有飞行执照有机型等级', 'Only a pilot licence has type ratings'],
  'qual.kindInvalid': ['工作类别无效', 'The kind of work is not valid'],
  'qual.kindRepeated': ['工作类别重复', 'A kind of work is repeated'],
  'qual.kindsRequired': ['请至少选择一种工作类别', 'Choose at least one kind of work'],
  'qual.authNoRequired': ['授权编号不能为空', 'The authorisation number cannot be empty'],
  'qual.validFromRequired': ['请选择生效日期', 'Choose the first valid day'],
  'qual.validToBeforeFrom': [
    '失效日期不能早于生效日期 {date}',
    'The last valid day cannot be before the first, {date}',
  ],
  'qual.grantedByRequired': ['请填写授权人', 'Name who granted it'],
  'qual.authorisationOverlaps': [
    '与该人员的授权 {no} 范围重叠（机型 {model}、类别 {kind}、{from} 起）',
    'It overlaps the person’s authorisation {no} (model {model}, {kind}, from {from})',
  ],
  'qual.authorisationUsed': [
    '已有签署依据该授权，不能删除；请以失效日期撤销',
    'Sign-offs were made under this authorisation: revoke it with a last valid day instead',
  ],
  'qual.courseRequired': ['课程名称不能为空', 'The course cannot be empty'],
  'qual.courseDateRequired': ['请选择培训日期', 'Choose the course date'],
  'qual.trainingExpiresBeforeCourse': [
    '有效期不能早于培训日期 {date}',
    'The expiry cannot be before the course date {date}',
  ],
  'qual.medicalClassInvalid': ['体检级别须为 1、2、3 级或一般体检', 'The class must be 1, 2, 3 or a staff examination'],
  'qual.examDateRequired': ['请选择体检日期', 'Choose the examination date'],
  'qual.examInFuture': ['体检日期不能晚于今天', 'The examination date cannot be in the future'],
  'qual.resultInvalid': ['结论须为合格、限制合格或不合格', 'The result must be fit, fit with restrictions or unfit'],
  'qual.statedBeforeExam': ['有效期不能早于体检日期 {date}', 'The validity cannot end before the examination {date}'],
  'qual.statedRequired': ['一般体检须填写有效期至', 'A staff examination needs the day its validity ends'],
  'qual.restrictionsRequired': ['限制合格须填写限制', 'A result with restrictions needs the restrictions'],
  'qual.birthInFuture': ['出生日期不能晚于今天', 'The date of birth cannot be in the future'],
  // The kinds of work (WORK_KINDS): labels of sign-off refusals, the matrix and the screens (kindLabelKey).
  'qual.kind.maintenance': ['维修', 'maintenance'],
  'qual.kind.inspection': ['检验', 'inspection'],
  'qual.kind.rii': ['必检项目检验', 'RII inspection'],
  'qual.kind.crs': ['放行', 'release to service (CRS)'],
  'qual.kind.ad': ['适航指令', 'AD compliance'],
  'qual.kind.engine': ['发动机', 'engine'],
  'qual.kind.deferral': ['故障保留', 'deferral'],
  // Sign-off refusals (qualification/signer.ts): each names what is missing.
  'qual.noAuthorisation': [
    '签署人没有 {model} 的「{kind}」授权',
    'The signer holds no authorisation for {kind} on the {model}',
  ],
  'qual.authorisationExpired': [
    '签署人 {model} 的「{kind}」授权已于 {date} 失效',
    'The signer’s authorisation for {kind} on the {model} ended on {date}',
  ],
  'qual.authorisationNotYet': [
    '签署人 {model} 的「{kind}」授权自 {date} 起生效',
    'The signer’s authorisation for {kind} on the {model} starts on {date}',
  ],
  'qual.recencyShort': [
    '签署人近 24 个月在 {model} 上的签署经历只有 {months} 个月，少于 {required} 个月',
    'The signer has {months} months of signed work on the {model} in the last 24, fewer than {required}',
  ],
  'qual.medicalRequired': [
    '授权 {no} 要求有效体检，签署人没有体检记录',
    'Authorisation {no} needs a valid medical, and the signer has none on file',
  ],
  'qual.medicalExpired': [
    '授权 {no} 要求有效体检，签署人的体检已于 {date} 过期',
    'Authorisation {no} needs a valid medical; the signer’s expired on {date}',
  ],
  'qual.medicalUnfit': [
    '签署人最近一次体检结论为不合格（{date}）',
    'The signer’s last medical examination found them unfit ({date})',
  ],
  // The pilot in command of a flight (PlaneFly/Add): a warning asking for a reason, logged with the flight.
  'qual.pilotNotMember': ['机长不是本单位成员', 'The pilot in command is not a member of the company'],
  'qual.pilotReasonRequired': [
    '机长资质不符（{problems}），仍要记录请填写原因',
    'The pilot in command is not qualified ({problems}); give a reason to record the flight anyway',
  ],
  'qual.pilot.noLicence': ['无有效飞行执照', 'no valid pilot licence'],
  'qual.pilot.noRating': ['执照无 {model} 机型等级', 'no {model} rating on the licence'],
  'qual.pilot.noMedical': ['无有效体检合格证', 'no valid medical'],
  'qual.pilot.recency': ['近 90 天起落 {landings} 次，少于 3 次', '{landings} landings in 90 days, fewer than 3'],
} as const;
