import type {
  AccreditationDto,
  AppointmentDto,
  AppointmentInput,
} from '../domain/verification/appointmentDto';
import { request } from './http';

/** Accreditations, appointments and the verifier's inbox (docs/verification.md §10). */

/** The accreditations in force today (the appointment form's choices). */
export const currentAccreditations = async (signal?: AbortSignal) =>
  (
    await request<{ items: AccreditationDto[] }>('/api/verification/accreditations', {
      query: { current: 'true', size: 500 },
      signal,
    })
  ).items;

/** The current appointments of the user's ships, all of them (who holds each pair now). */
export const allAppointments = async (signal?: AbortSignal) =>
  (
    await request<{ items: AppointmentDto[] }>('/api/verification/appointments', {
      query: { size: 500 },
      signal,
    })
  ).items;

// Refusals (422 not accredited) are shown on the form: silent keeps them off the toasts.
export const appoint = (body: AppointmentInput, signal?: AbortSignal) =>
  request<{ id: number; changed: boolean }>('/api/verification/appointments', {
    method: 'POST',
    body,
    signal,
    silent: true,
  });

export const endAccreditation = (id: number, signal?: AbortSignal) =>
  request<null>(`/api/verification/accreditations/${id}/end`, { method: 'POST', signal });
