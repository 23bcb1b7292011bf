import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import boundaries from './boundaries.js';

// The layer rule must refuse what docs/architecture.md forbids, or lint proves nothing.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const web = (file: string) => path.resolve(import.meta.dirname, '../src/web', file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('boundaries/web-layers', boundaries.rules['web-layers'], {
  valid: [
    { filename: web('features/admin/users-page.tsx'), code: "import { x } from './api/use-admin-lists.ts';" },
    { filename: web('features/admin/api/use-admin-lists.ts'), code: "import { x } from '../admin-ui.tsx';" },
    { filename: web('features/admin/users-page.tsx'), code: "import { x } from '@web/components/paged-list/paged-list.tsx';" },
    { filename: web('features/admin/users-page.tsx'), code: "import { x } from '@web/lib/api/api.ts'; import { y } from '@shared/admin';" },
    { filename: web('components/tool-shell/tool-wrapper.tsx'), code: "import { x } from '../ui/button.tsx'; import { y } from '@web/lib/session/session.ts';" },
    { filename: web('app/router.tsx'), code: "const page = () => import('@web/features/admin/users-page.tsx');" },
    // Another feature's public entry, however it is spelled.
    { filename: web('features/team/invitation-page.tsx'), code: "import { SignupForm } from '@web/features/auth/index.ts';" },
    { filename: web('features/team/invitation-page.tsx'), code: "import { SignupForm } from '../auth';" },
    { filename: web('features/team/components/x.tsx'), code: "import { SignupForm } from '../../auth/index';" },
  ],
  invalid: [
    {
      filename: web('features/commission/commission-page.tsx'),
      code: "import { x } from '../pipeline/pipeline-page.tsx';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: web('features/commission/api/use-recommend-commission.ts'),
      code: "import { x } from '@web/features/admin/api/admin-keys.ts';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: web('features/commission/commission-page.tsx'),
      code: "const lazy = () => import('../pitch-lab/pitch-lab-page.tsx');",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: web('features/team/invitation-page.tsx'),
      code: "import { SignupForm } from '@web/features/auth/signup-form.tsx';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: web('features/team/invitation-page.tsx'),
      code: "import { x } from '../auth/api/index.ts';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: web('components/auth-box.tsx'),
      code: "import { SignupForm } from '@web/features/auth/index.ts';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: web('components/tool-shell/tool-wrapper.tsx'),
      code: "import { x } from '@web/features/pitch-lab/pitch-lab-page.tsx';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: web('lib/session.ts'),
      code: "export { router } from '../app/router.tsx';",
      errors: [{ messageId: 'upward' }],
    },
  ],
});
