import { moduleIdentity } from '../identity';

// Work cards and engineering instructions, survey notices and technical bulletins of a model.

export const workcardsIdentity = moduleIdentity({
  name: 'workcards',
  objectTypes: {
    JobCard: { code: 10004, label: ['工卡', 'Job card'] },
    EngineeringOrder: { code: 10008, label: ['工程指令', 'Engineering order'] },
    SurveyNotice: { code: 10009, label: ['调查通知', 'Survey notice'] },
    TechBulletin: { code: 10010, label: ['技术通告', 'Technical bulletin'] },
  },
});
