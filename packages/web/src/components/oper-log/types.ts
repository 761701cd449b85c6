import type { FileEntry } from '@hangar/domain/contracts/fields';

/** An operation-log row as OperLog/Query answers it. */
export interface OperLog {
  id: number;
  targetType: number;
  targetID: number;
  userID: number | null;
  job: string;
  operContent: string;
  operTime: string;
  avatar: FileEntry[];
  userName: string | null;
}
