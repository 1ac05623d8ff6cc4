import type { SweetAlertIcon, SweetAlertOptions } from "sweetalert2";

/**
 * Dialogs and toasts. SweetAlert2 and its stylesheet are imported on first use, so no page pays
 * for them before it shows a dialog.
 */
async function fire(options: SweetAlertOptions) {
  const { default: Swal } = await import("./sweetalert");
  return Swal.fire(options);
}

/** A toast in the top-right corner with no button, e.g. 'Product Added to the Cart' (1500 ms). */
export async function showToast(
  title: string,
  icon: SweetAlertIcon,
  timerMs: number,
): Promise<void> {
  await fire({
    toast: true,
    position: "top-end",
    icon,
    title,
    showConfirmButton: false,
    timer: timerMs,
  });
}

/** A dialog that closes itself after `timerMs`, with no button. */
export async function showTimedDialog(
  icon: SweetAlertIcon,
  title: string,
  text: string | undefined,
  timerMs: number,
): Promise<void> {
  await fire({ icon, title, text, showConfirmButton: false, timer: timerMs });
}

/** A dialog with a confirm button the user closes. */
export async function showDialog(
  icon: SweetAlertIcon,
  title: string,
  text: string,
  confirmButtonText = "OK",
): Promise<void> {
  await fire({ icon, title, text, confirmButtonText });
}

/** Asks a question; resolves true when the user confirms. */
export async function confirmDialog(options: {
  icon: SweetAlertIcon;
  title: string;
  text: string;
  confirmButtonText: string;
  cancelButtonText?: string;
}): Promise<boolean> {
  const result = await fire({ ...options, showCancelButton: true });
  return result.isConfirmed;
}
