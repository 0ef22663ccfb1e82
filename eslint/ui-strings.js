// A local ESLint rule for issue "Svenska och engelska": every word a person sees comes from the
// catalogs (web/src/i18n/<language>/*.ts), so both languages always say it. It refuses, in the
// web's app/, features/ and lib/ (tests and the catalogs themselves are not checked):
// - text between JSX tags (`<Button>Save</Button>`),
// - a JSX attribute given prose as a string (`label="Name"`, `aria-label="Sign out"`),
// - prose in a string or template literal anywhere else (`title: 'Saved'`, `Deleted ${n} rows`).
// "Prose" is one capitalised word (`Saved`) or a text with two words and a space between; codes,
// identifiers, CSS values, paths, ids and formats (`ApiError`, `flex-end`, `sv-SE`, `YYYY-MM-DD`,
// `1px solid var(--x)`) pass. A text
// that must stay as it is (a machine message, a brand) is let through with
// `// eslint-disable-next-line ui-strings/no-literal-text -- <why>`.

const WORD = /^\s*\p{Lu}\p{Ll}+[.!?…:]?\s*$/u;
const WORDS = /(^|[^\p{L}\d-])\p{L}{2,}\s+\p{L}{2,}/u;
/** CSS values and font stacks have words with spaces too. */
const CSS =
  /var\(|\d(px|rem|em|%|ms|s)\b|\b(solid|dashed|dotted|calc|rgba?|hsla?|color-mix|srgb|system-ui|sans-serif|monospace)\b/;
const LETTER = /\p{L}/u;

/** JSX attributes whose strings are never shown to a person. */
const TECHNICAL_ATTRIBUTES = new Set([
  'className',
  'style',
  'href',
  'to',
  'id',
  'name',
  'type',
  'role',
  'key',
  'autoComplete',
  'inputMode',
  'pattern',
  'accept',
  'method',
  'encType',
  'target',
  'rel',
  'lang',
  'dir',
  'component',
  'valueFormat',
]);

function isProse(text) {
  return typeof text === 'string' && !CSS.test(text) && (WORD.test(text) || WORDS.test(text));
}

/** Strings that never reach a screen: imports, developer errors, logs, type positions, keys. */
function isMachineContext(node) {
  const parent = node.parent;
  if (!parent) return false;
  switch (parent.type) {
    case 'ImportDeclaration':
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
    case 'ImportExpression':
    case 'TSLiteralType':
    case 'TSExternalModuleReference':
      return true;
    case 'Property':
      return parent.key === node && !parent.computed;
    case 'NewExpression':
      return parent.callee.type === 'Identifier' && /Error$/.test(parent.callee.name);
    case 'CallExpression': {
      const callee = parent.callee;
      return (
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'console'
      );
    }
    case 'BinaryExpression':
      return ['===', '!==', '==', '!='].includes(parent.operator);
    case 'SwitchCase':
      return parent.test === node;
    default:
      return false;
  }
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'keeps words a person sees in the catalogs (web/src/i18n)' },
    schema: [],
    messages: {
      jsxText: 'Text in JSX ("{{text}}"): take it from the catalogs (useT()).',
      attribute: 'Prose in the "{{name}}" attribute ("{{text}}"): take it from the catalogs.',
      literal: 'Prose in a string ("{{text}}"): take it from the catalogs (useT() / currentT()).',
    },
  },
  create(context) {
    const short = (s) => (s.length > 40 ? `${s.slice(0, 40)}…` : s).trim();
    const inJsxAttribute = (node) =>
      node.parent?.type === 'JSXAttribute' ||
      (node.parent?.type === 'JSXExpressionContainer' &&
        node.parent.parent?.type === 'JSXAttribute');
    return {
      JSXText(node) {
        if (LETTER.test(node.value))
          context.report({ node, messageId: 'jsxText', data: { text: short(node.value) } });
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (TECHNICAL_ATTRIBUTES.has(name) || name.startsWith('data-')) return;
        const value =
          node.value?.type === 'Literal'
            ? node.value
            : node.value?.type === 'JSXExpressionContainer' &&
                node.value.expression.type === 'Literal'
              ? node.value.expression
              : null;
        if (value && isProse(value.value))
          context.report({
            node: value,
            messageId: 'attribute',
            data: { name, text: short(String(value.value)) },
          });
      },
      Literal(node) {
        if (inJsxAttribute(node) || isMachineContext(node) || !isProse(node.value)) return;
        if (node.parent?.type === 'JSXAttribute') return;
        context.report({ node, messageId: 'literal', data: { text: short(node.value) } });
      },
      TemplateLiteral(node) {
        if (isMachineContext(node)) return;
        const text = node.quasis.map((q) => q.value.cooked ?? '').join(' ');
        if (isProse(text))
          context.report({ node, messageId: 'literal', data: { text: short(text) } });
      },
    };
  },
};

export default { rules: { 'no-literal-text': rule } };
