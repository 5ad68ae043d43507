import { checkToolRequest, TOOL_REQUEST_LIMITS, useSubmitToolRequest } from '@toolnest/api-client';
import { Button, Input, Textarea, toast } from '@toolnest/ui';
import { Field } from '@toolnest/ui/field';
import { useRef, type FormEvent } from 'react';
import { useReplayEarlyInput } from '../early-input/replay';
import { SUBMISSION_MESSAGES, submissionFailure } from './messages';

function failed(description: string) {
  toast({ title: SUBMISSION_MESSAGES.failedTitle, description, variant: 'destructive' });
}

/**
 * The Request a Tool form. The server's rules (checkToolRequest) run here first,
 * so a slip costs no round trip and no slot of the per-minute limit; whatever the server still
 * refuses (a 400, a 429) is shown with its own text. The fields are uncontrolled: the page arrives
 * prerendered, and what a visitor types before it hydrates must not be reset by React. They have no
 * `name`, so a click before hydration (a plain HTML submit) puts nothing, the email least of all, in the URL.
 */
export function RequestToolForm({ labelledBy }: { labelledBy?: string }) {
  const submit = useSubmitToolRequest();
  useReplayEarlyInput();
  // A ref, not isPending: a second Enter in the same tick must not send the request twice.
  const sending = useRef(false);
  const toolNameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const checked = checkToolRequest({
      toolName: toolNameRef.current?.value,
      email: emailRef.current?.value,
      description: descriptionRef.current?.value,
    });
    if (!checked.ok) {
      failed(checked.error);
      return;
    }
    sending.current = true;
    // Trimmed values; no email is sent as ''.
    const { toolName, email, description } = checked.value;
    submit.mutate(
      { toolName, email: email ?? '', description },
      {
        onSuccess: () => {
          form.reset();
          toast({ title: SUBMISSION_MESSAGES.submittedTitle, description: SUBMISSION_MESSAGES.submittedDescription });
        },
        onError: (error) => failed(submissionFailure(error)),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const pending = submit.isPending;
  return (
    // noValidate: the form's own messages, in its notices, rather than the browser's bubbles.
    <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} aria-busy={pending} className="grid gap-4">
      <Field label="Tool Name">
        <Input
          ref={toolNameRef}
          maxLength={TOOL_REQUEST_LIMITS.toolName}
          autoComplete="off"
          placeholder="e.g. JSON to CSV Converter"
        />
      </Field>
      <Field label="Email (optional)" hint="Only the site's admin sees it.">
        <Input
          ref={emailRef}
          type="email"
          maxLength={TOOL_REQUEST_LIMITS.email}
          autoComplete="email"
          placeholder="you@example.com"
        />
      </Field>
      <Field label="Description" hint={`What should the tool do? At least ${TOOL_REQUEST_LIMITS.descriptionMin} characters.`}>
        <Textarea
          ref={descriptionRef}
          maxLength={TOOL_REQUEST_LIMITS.description}
          rows={5}
          placeholder="Describe what goes in and what comes out."
        />
      </Field>
      <div>
        {/* aria-disabled, not disabled, while sending: a disabled button would drop the keyboard focus. */}
        <Button type="submit" aria-disabled={pending} className={pending ? 'opacity-50' : undefined}>
          {pending ? 'Submitting...' : 'Submit Request'}
        </Button>
      </div>
    </form>
  );
}
