import { createShellConfig } from '@dd/build-config';

export default createShellConfig({ dirname: import.meta.dirname });
