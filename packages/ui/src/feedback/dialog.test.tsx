import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../controls/button';
import { Dialog, DialogClose } from './dialog';
import { Field } from '../controls/field';
import { Input } from '../controls/input';

function renderDialog(onOpenChange = vi.fn()) {
  render(
    <Dialog
      trigger={<Button>Edit</Button>}
      title="Edit Tool Request"
      description="Change the name or the description."
      onOpenChange={onOpenChange}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Save</Button>
        </>
      }
    >
      <Field label="Tool name">
        <Input defaultValue="Word Count" />
      </Field>
    </Dialog>,
  );
  return { trigger: screen.getByRole('button', { name: 'Edit' }), onOpenChange };
}

describe('Dialog', () => {
  it('opens from its trigger, named and described, with focus on the first field', async () => {
    const user = userEvent.setup();
    const { trigger } = renderDialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tool Request' });
    expect(dialog).toHaveAccessibleDescription('Change the name or the description.');
    expect(screen.getByRole('textbox', { name: 'Tool name' })).toHaveFocus();
  });

  it('traps focus: Tab and Shift+Tab cycle inside the dialog', async () => {
    const user = userEvent.setup();
    const { trigger } = renderDialog();
    trigger.focus();
    await user.keyboard('{Enter}');
    const field = await screen.findByRole('textbox', { name: 'Tool name' });
    expect(field).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const { trigger, onOpenChange } = renderDialog();
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes with the Close button and with DialogClose', async () => {
    const user = userEvent.setup();
    const { trigger } = renderDialog();
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from state when controlled, with no trigger', () => {
    render(<Dialog open title="Notice" />);
    expect(screen.getByRole('dialog', { name: 'Notice' })).not.toHaveAttribute('aria-describedby');
  });
});
