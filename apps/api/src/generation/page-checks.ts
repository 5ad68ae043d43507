// The checks on a drafted page (the optional LLM's output: untrusted). Before it is written it must compile,
// default-export a component and import only the shared modules: a page that cannot run is refused. Then a
// lint, for the admin's review beside the preview: which names of the page's globals, storage, the network
// or code from strings it uses. The lint is no gate: every generated page runs in a sandboxed frame with
// an opaque origin (generated-frame.ts), whatever it names.
import { parse, type Node, type Program } from 'acorn';
import { transform } from 'esbuild';
import { SHARED_MODULES } from '@toolnest/registry/generated-pages';
import { compilePage, PageCompileError } from './page-compiler';

/**
 * Names a tool page has no use for, as an identifier, a property or a string. A lint, not a sandbox: a name
 * built at run time slips through, which the frame makes harmless.
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

/** Names that reach another window, the page's address, the network or code built from text. */
const OUTWARD_NAMES = new Set([
  'top',
  'parent',
  'opener',
  'frames',
  'location',
  'navigator',
  'sendBeacon',
  'Image',
  'open',
  'postMessage',
  'Worker',
  'SharedWorker',
  'ownerDocument',
  'defaultView',
  'fromCharCode',
  'atob',
  'dangerouslySetInnerHTML',
  'srcDoc',
]);

/** Elements that load, submit, navigate or run something of their own. */
const OUTWARD_ELEMENTS = new Set(['a', 'base', 'embed', 'form', 'iframe', 'img', 'link', 'meta', 'object', 'script', 'style']);

const JSX_CALLS = new Set(['jsx', 'jsxs', 'jsxDEV']);

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

/** Why the node breaks an import rule, or null. */
function importRuleBroken(node: Node): string | null {
  if (node.type !== 'ImportDeclaration' && node.type !== 'ExportNamedDeclaration' && node.type !== 'ExportAllDeclaration') return null;
  const source = (node as Node & { source?: { value: unknown } | null }).source?.value;
  if (source === undefined || Object.hasOwn(SHARED_MODULES, String(source))) return null;
  return `It imports ${JSON.stringify(source)}; a page may import only ${Object.keys(SHARED_MODULES).join(', ')}.`;
}

/** What the lint says of the node, or null. */
function lintFinding(node: Node): string | null {
  switch (node.type) {
    case 'ImportExpression':
      return 'It loads code with import().';
    case 'MetaProperty':
      return 'It reads import.meta.';
    case 'Identifier': {
      const { name } = node as Node & { name: string };
      return FORBIDDEN_NAMES.has(name) || OUTWARD_NAMES.has(name) ? `It names ${name}.` : null;
    }
    case 'Literal': {
      const { value } = node as Node & { value: unknown };
      if (typeof value !== 'string') return null;
      if (FORBIDDEN_NAMES.has(value) || OUTWARD_NAMES.has(value)) return `It names ${value}.`;
      return /url\s*\(/i.test(value) ? 'It has a CSS url(), which loads an address.' : null;
    }
    case 'CallExpression': {
      // esbuild's automatic runtime writes <form …> as jsx("form", …).
      const { callee, arguments: [element] } = node as Node & { callee: Node & { name?: string }; arguments: Array<Node & { value?: unknown }> };
      const tag = element?.type === 'Literal' ? element.value : undefined;
      return callee.type === 'Identifier' && JSX_CALLS.has(callee.name!) && typeof tag === 'string' && OUTWARD_ELEMENTS.has(tag) ? `It renders <${tag}>.` : null;
    }
    default:
      return null;
  }
}

/** The page's `.tsx` source as an ESTree, or PageCheckError when it does not compile. */
async function parseSource(source: string): Promise<Program> {
  let javascript: string;
  try {
    // verbatimModuleSyntax: an unused import is kept, so it is checked like any other.
    const options = { loader: 'tsx', jsx: 'automatic', format: 'esm', logLevel: 'silent', tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } } } as const;
    javascript = (await transform(source, options)).code;
  } catch (error) {
    const errors = (error as { errors?: Array<{ text: string }> }).errors ?? [];
    throw new PageCheckError(`It does not compile: ${errors.map((message) => message.text).join('; ') || String(error)}`);
  }
  return parse(javascript, { ecmaVersion: 'latest', sourceType: 'module' });
}

/** Throws PageCheckError naming the first reason a drafted page's `.tsx` source cannot run as a page. */
export async function checkDraftedPage(source: string): Promise<void> {
  const program = await parseSource(source);
  for (const node of nodesOf(program)) {
    const broken = importRuleBroken(node);
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

/** The lint's findings on a page's `.tsx` source, each once, in source order; none for a page that does not parse. */
export async function lintPage(source: string): Promise<string[]> {
  let program: Program;
  try {
    program = await parseSource(source);
  } catch (error) {
    if (error instanceof PageCheckError) return [error.message];
    throw error;
  }
  const findings = new Set<string>();
  for (const node of nodesOf(program)) {
    const finding = lintFinding(node);
    if (finding) findings.add(finding);
  }
  return [...findings];
}
