import { MARKER } from '../../test/matrix-fixture';
import { namedEntry } from '../../test/matrix-world';

/** A's unit entry. */
export default namedEntry('unit', MARKER);
