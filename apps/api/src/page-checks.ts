// The checks a drafted page (the optional LLM's output: untrusted) passes before it is written: it
// compiles, default-exports a component, imports only the shared modules, and names nothing that reaches
// the page's globals, storage, the network or code from strings (issue 21). The QA preview comes after.
import { parse, type Node, type Program } from 'acorn';
import { transform } from 'esbuild';
import { SHARED_MODULES } from '@toolnest/registry/generated-pages';
import { compilePage, PageCompileError } from './page-compiler';

/**
 * Names a drafted page may not use, as an identifier, a property or a string. A lint, not a sandbox (a
 * computed name slips through): the admin's QA preview is the gate, this refuses the plain cases first.
 */
const FORBIDDEN_NAMES = new Set([
  'window',
  'self',
  'document',
  'globalThis',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'caches',
  'cookieStore',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'eval',
  'Function',
  // `({}).constructor.constructor('…')` is Function by another name.
  'constructor',
]);

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/**
 * True when the module's default export is a function: `export default function …` or an arrow, or a
 * top-level function exported as default by name (esbuild writes `export { Page as default }`).
 */
function exportsComponent(program: Program): boolean {
  const functions = new Set<string>();
  for (const item of program.body) {
    if (item.type === 'FunctionDeclaration') functions.add(item.id.name);
    if (item.type !== 'VariableDeclaration') continue;
    for (const { id, init } of item.declarations) {
      if (id.type === 'Identifier' && init && FUNCTIONS.has(init.type)) functions.add(id.name);
    }
  }
  return program.body.some((item) => {
    if (item.type === 'ExportDefaultDeclaration') {
      const { declaration } = item;
      return FUNCTIONS.has(declaration.type) || (declaration.type === 'Identifier' && functions.has(declaration.name));
    }
    return (
      item.type === 'ExportNamedDeclaration' &&
      item.specifiers.some(
        ({ local, exported }) => exported.type === 'Identifier' && exported.name === 'default' && local.type === 'Identifier' && functions.has(local.name),
      )
    );
  });
}

/** A drafted page that fails a check; the message is the details the admin sees. */
export class PageCheckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageCheckError';
  }
}

/** Every node of an ESTree, depth first. */
function* nodesOf(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node) as unknown[]) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child !== null && typeof child === 'object' && typeof (child as Node).type === 'string') yield* nodesOf(child as Node);
    }
  }
}

/** Why the node breaks a rule, or null. */
function ruleBroken(node: Node): string | null {
  switch (node.type) {
    case 'ImportExpression':
      return 'It loads code with import().';
    case 'ImportDeclaration':
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration': {
      const source = (node as Node & { source?: { value: unknown } | null }).source?.value;
      if (source === undefined || Object.hasOwn(SHARED_MODULES, String(source))) return null;
      return `It imports ${JSON.stringify(source)}; a page may import only ${Object.keys(SHARED_MODULES).join(', ')}.`;
    }
    case 'Identifier': {
      const { name } = node as Node & { name: string };
      return FORBIDDEN_NAMES.has(name) ? `It names ${name}.` : null;
    }
    case 'Literal': {
      const { value } = node as Node & { value: unknown };
      return typeof value === 'string' && FORBIDDEN_NAMES.has(value) ? `It names ${value}.` : null;
    }
    default:
      return null;
  }
}

/** Throws PageCheckError naming the first check a drafted page's `.tsx` source fails. */
export async function checkDraftedPage(source: string): Promise<void> {
  let javascript: string;
  try {
    // verbatimModuleSyntax: an unused import is kept, so it is checked like any other.
    const options = { loader: 'tsx', jsx: 'automatic', format: 'esm', logLevel: 'silent', tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } } } as const;
    javascript = (await transform(source, options)).code;
  } catch (error) {
    const errors = (error as { errors?: Array<{ text: string }> }).errors ?? [];
    throw new PageCheckError(`It does not compile: ${errors.map((message) => message.text).join('; ') || String(error)}`);
  }
  const program = parse(javascript, { ecmaVersion: 'latest', sourceType: 'module' });
  for (const node of nodesOf(program)) {
    const broken = ruleBroken(node);
    if (broken) throw new PageCheckError(broken);
  }
  if (!exportsComponent(program)) throw new PageCheckError('It does not default-export a component.');
  try {
    await compilePage(source);
  } catch (error) {
    if (error instanceof PageCompileError) throw new PageCheckError(`It does not compile: ${error.messages.join('; ')}`);
    throw error;
  }
}
