import type { MatrixContribution } from '../../test/matrix-world';

/** The matrix's plane type: the platform's (shared catalogue, so no MARKER). */
export default {
  async build({ t }) {
    const planeType = await t.db.kysely
      .insertInto('plane_type')
      .values({ name: 'Matrix piston', parent: 0, sorter: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { planeType: planeType.id };
  },
} satisfies MatrixContribution;
