import type { ErrorBody } from '@app/contract';
import { notifications } from '@mantine/notifications';
import { errorText } from './form-errors.ts';

/**
 * Spec §8 global handler: field errors (422) belong under the fields; any other failure is a
 * toast with the server's message, else the code's text, else the generic fallback.
 */
export function notifyError(error: Partial<ErrorBody> | null | undefined): void {
  notifications.show({ color: 'red', title: 'Có lỗi xảy ra', message: errorText(error), autoClose: 6000 });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 4000 });
}
