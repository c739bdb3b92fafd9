// The security area's public surface (ADR 017): recording security events.
export { recordSecurityEvent, recordSecurityEventOncePerMinute } from './security.service.ts';
