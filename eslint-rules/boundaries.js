// Layer rules of docs/architecture.md that no-restricted-imports cannot say: a web feature uses
// itself, the shared layers (components, lib, shared) and other features' public entries (their
// index.ts, docs/decisions/024), and the shared layers never reach up into features or the app shell.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'src/web');
const FEATURES = path.join(WEB, 'features');

/** The absolute path an import points at, or null for packages. */
function resolveSpecifier(file, specifier) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  if (specifier.startsWith('@web/')) return path.join(WEB, specifier.slice('@web/'.length));
  return null;
}

function featureOf(absolute) {
  const relative = path.relative(FEATURES, absolute);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0];
}

/** True for `features/<feature>`, its `index` or `index.ts`: the one door into another feature. */
function isPublicEntry(absolute, feature) {
  const relative = path.relative(path.join(FEATURES, feature), absolute);
  return relative === '' || /^index(\.tsx?)?$/.test(relative);
}

function isUnder(absolute, dir) {
  const relative = path.relative(dir, absolute);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

const webLayers = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Web features import themselves, src/web/components, src/web/lib, src/shared and other features' index.ts only; components and lib import no feature or app code.",
    },
    schema: [],
    messages: {
      crossFeature:
        'Feature "{{from}}" may import feature "{{to}}" only through its public entry (src/web/features/{{to}}/index.ts): export what you need there, or move what both need to src/web/components or src/web/lib.',
      upward: '{{layer}} is shared by every feature and may not import from {{target}}.',
    },
  },
  create(context) {
    const file = context.filename;
    const ownFeature = featureOf(file);
    const layer = isUnder(file, path.join(WEB, 'components')) ? 'src/web/components' : isUnder(file, path.join(WEB, 'lib')) ? 'src/web/lib' : null;
    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(file, specifier);
      if (!target) return;
      const targetFeature = featureOf(target);
      if (ownFeature && targetFeature && targetFeature !== ownFeature && !isPublicEntry(target, targetFeature)) {
        context.report({ node: node.source, messageId: 'crossFeature', data: { from: ownFeature, to: targetFeature } });
      }
      if (layer && (targetFeature || isUnder(target, path.join(WEB, 'app')))) {
        context.report({ node: node.source, messageId: 'upward', data: { layer, target: targetFeature ? `feature "${targetFeature}"` : 'src/web/app' } });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'web-layers': webLayers } };
