/** Vitest setup: the bundled data files come from the disk, as in the CLI and the server. */
import '../../lib/zod-setup';
import { useNodeBundledFiles } from '../../lib/knowledge/bundled-file-node';

useNodeBundledFiles();
