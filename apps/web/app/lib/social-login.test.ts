import { describe, expect, it } from 'vitest';
import { arrivalErrorMessage, socialLoginHref } from './social-login.ts';

describe('socialLoginHref', () => {
  it('passes the login page redirect on, same-site paths only', () => {
    expect(socialLoginHref('google', '/user/saved-job?x=1')).toBe(
      '/api/auth/google?redirect_url=%2Fuser%2Fsaved-job%3Fx%3D1',
    );
    expect(socialLoginHref('facebook', null)).toBe('/api/auth/facebook?redirect_url=%2F');
    expect(socialLoginHref('google', 'https://evil.example')).toBe('/api/auth/google?redirect_url=%2F');
    expect(socialLoginHref('google', '//evil.example')).toBe('/api/auth/google?redirect_url=%2F');
    expect(socialLoginHref('google', '/\t/evil.example')).toBe('/api/auth/google?redirect_url=%2F');
  });
});

describe('arrivalErrorMessage', () => {
  it('explains the social flow errors and the account codes in Vietnamese', () => {
    expect(arrivalErrorMessage('social_unavailable')).toBe('Đăng nhập bằng mạng xã hội chưa được bật');
    expect(arrivalErrorMessage('social_failed')).toBe(
      'Đăng nhập bằng mạng xã hội không thành công. Vui lòng thử lại.',
    );
    expect(arrivalErrorMessage('1008')).toBe('Tài khoản đã bị khóa');
    expect(arrivalErrorMessage('1007')).toBe('Tài khoản đã bị vô hiệu hóa');
  });

  it('ignores anything else', () => {
    expect(arrivalErrorMessage(null)).toBeNull();
    expect(arrivalErrorMessage('1000')).toBeNull();
    expect(arrivalErrorMessage('toString')).toBeNull();
    expect(arrivalErrorMessage('<script>')).toBeNull();
  });
});
