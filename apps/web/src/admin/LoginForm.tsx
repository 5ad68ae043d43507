import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input } from '@toolnest/ui';
import { Field } from '@toolnest/ui/field';
import { useId, useRef, type FormEvent } from 'react';
import { useReplayEarlyInput } from '../early-input/replay';

/**
 * The logged-out dashboard: username and password, checked by the server. Uncontrolled
 * fields: the page arrives prerendered, and what is typed before it hydrates must stay. They have no
 * `name`: a click before hydration (a plain HTML GET submit) must never put the password in the URL.
 */
export function LoginForm({ onLogIn, pending }: { onLogIn: (username: string, password: string) => void; pending: boolean }) {
  const headingId = useId();
  useReplayEarlyInput();
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onLogIn(usernameRef.current?.value ?? '', passwordRef.current?.value ?? '');
  };

  return (
    <Card className="mx-auto mt-8 max-w-md">
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          Login
        </CardTitle>
        <CardDescription>Only the site’s admin can review requests.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} aria-labelledby={headingId} aria-busy={pending} className="grid gap-4">
          <Field label="Username">
            <Input ref={usernameRef} autoComplete="username" required />
          </Field>
          <Field label="Password">
            <Input ref={passwordRef} type="password" autoComplete="current-password" required />
          </Field>
          <div>
            {/* aria-disabled, not disabled, while checking: a disabled button would drop the keyboard focus. */}
            <Button type="submit" aria-disabled={pending} className={pending ? 'opacity-50' : undefined}>
              {pending ? 'Logging in...' : 'Login'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
