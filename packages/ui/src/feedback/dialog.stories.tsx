import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../controls/button';
import { Dialog, DialogClose } from './dialog';
import { Field } from '../controls/field';
import { Input, Textarea } from '../controls/input';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    trigger: <Button variant="outline">Edit</Button>,
    title: 'Edit Tool Request',
    description: 'Change what the visitor asked for before it goes live.',
    children: (
      <div className="grid gap-4">
        <Field label="Tool name">
          <Input defaultValue="Word Count" />
        </Field>
        <Field label="Description">
          <Textarea defaultValue="Count words and characters as you type." />
        </Field>
      </div>
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button>Save</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const OpenWithoutDescription: Story = {
  args: {
    defaultOpen: true,
    title: 'Delete category?',
    description: undefined,
    children: <p className="text-sm text-foreground">Tools in this category keep their other tags.</p>,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button variant="destructive">Delete</Button>
      </>
    ),
  },
};
