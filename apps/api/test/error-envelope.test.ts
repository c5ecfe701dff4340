import { ErrorCode } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import { errorAnswer } from '../src/plugins/error-handler.ts';
import { json, useTestApp } from './helpers.ts';

/** Issue 32 item 9 and 10: every error in the envelope; a busy answer is no fault. */

describe('errors Fastify raises before routing', () => {
  const t = useTestApp();

  it.each(['/api/job/1/%E0%A4%A', '/api/job/%ZZ', '/danh-sach-chuong-trinh-xkld-duhoc/%E0%A4%A'])(
    '%s answers the envelope with a catalogue code and the request id',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      const body = json(res);
      expect(body).toMatchObject({
        success: false,
        code: ErrorCode.Validation,
        message: 'Dữ liệu gửi lên không hợp lệ',
      });
      expect(body.requestId).toBe(res.headers['x-request-id'] ?? body.requestId);
      expect(typeof body.requestId).toBe('string');
      expect(res.body).not.toContain('FST_ERR');
    },
  );
});

describe('how an answer is logged', () => {
  function recording() {
    const lines: string[] = [];
    const log = {
      warn: () => lines.push('warn'),
      error: () => lines.push('error'),
      info: () => lines.push('info'),
    } as unknown as FastifyBaseLogger;
    return { lines, request: { id: 'r1', log } };
  }

  it('a busy refusal (503/1128) is a warning, not an error', () => {
    const { lines, request } = recording();
    const answer = errorAnswer(new AppError(ErrorCode.ServerBusy), request);
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe(1128);
    expect(lines).toEqual(['warn']);
  });

  it('an unexpected fault is still an error', () => {
    const { lines, request } = recording();
    expect(errorAnswer(new Error('boom'), request).status).toBe(500);
    expect(lines).toEqual(['error']);
  });
});
