import type { ReactNode } from "react";
import { AlertDialog } from "radix-ui";
import { Button } from "./button";
import { dialogContentClass, dialogOverlayClass } from "./dialog";

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button, for actions that remove something. */
  destructive?: boolean;
  /** While the confirmed action runs: both buttons disabled, the dialog stays open. */
  pending?: boolean;
  onConfirm: () => void;
  /** Cancel button or Escape: the user declined. */
  onCancel: () => void;
};

/**
 * A yes/no question in a modal alert dialog (role="alertdialog"; focus starts on Cancel, the safe
 * answer). Controlled: the caller closes it after `onConfirm` by setting `open` to false.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  destructive,
  pending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClass} />
        <AlertDialog.Content className={dialogContentClass}>
          <div className="flex flex-col gap-1.5">
            <AlertDialog.Title className="text-lg font-bold">{title}</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-slate-400">{description}</AlertDialog.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog and report it as declined. */}
            <Button variant={destructive ? "destructive" : "default"} disabled={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
