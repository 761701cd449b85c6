import { MARKER } from '../../test/matrix-fixture';
import { namedEntry } from '../../test/matrix-world';

/** A's site entry. */
export default namedEntry('site', MARKER);
