import { z } from 'zod';
import type { MessageKey } from './messages';

// Row abilities (issue 30, as Outline's `policies`): what the caller may do with each row a list or a write
// answers, named after the endpoint actions they gate (`update`, `delete`, `close`, ...). The server computes
// them with the same function its check calls before refusing the write: the caller's grants for the action,
// and the row's rule (a signed record is read-only, only an aircraft's latest flight is deleted, ...), which
// answers why the row refuses the action (a catalogue key, the 601's message) or null. The screens read the
// row's abilities instead of re-deriving the rule or asking the server a second time.

/** Why a row refuses an action (the message of the server's 601), or null when its rule allows it. */
export type Refusal = MessageKey | null;

/** The `abilities` object of a row schema: each action named → whether the caller may call it on the row. */
export function abilities<const K extends string>(...actions: readonly K[]) {
  const shape = Object.fromEntries(actions.map((a) => [a, z.boolean()])) as { [A in K]: z.ZodBoolean };
  return z.object(shape);
}

/** A row's abilities as answered. */
export type Abilities<K extends string> = { [A in K]: boolean };
