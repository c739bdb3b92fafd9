import { MSG } from './contract/messages.ts';

/**
 * Machine-readable error codes with their HTTP status and the message a person reads.
 * The server throws DomainError(code); the error handler turns it into the failure envelope.
 */
export const ERRORS = {
  BAD_REQUEST: { http: 400, message: 'Please check the details you entered.' },
  VALIDATION_FAILED: { http: 400, message: 'Please check the details you entered.' },
  CONTROL_CHARACTERS: {
    http: 400,
    message: 'Please remove the special control characters from what you typed.',
  },
  UNAUTHENTICATED: { http: 401, message: MSG.pleaseLogin },
  SESSION_EXPIRED: { http: 401, message: 'Your session has expired. Please log in again.' },
  FORBIDDEN: { http: 403, message: 'You are not allowed to do that.' },
  EMAIL_MISMATCH: { http: 403, message: 'This request does not belong to the signed-in account.' },
  ADMIN_ONLY: { http: 403, message: 'Only the shop admin can do that.' },
  NOT_FOUND: { http: 404, message: 'Not found' },
  CLUB_NOT_FOUND: { http: 404, message: 'Club not found' },
  CLUB_CANNOT_PUBLISH: {
    http: 403,
    message: "The shop's admin publishes this club's products and drops: it is waiting for them.",
  },
  PRODUCT_NOT_FOUND: { http: 404, message: 'Product not found' },
  ORDER_NOT_FOUND: { http: 404, message: 'Order not found' },
  CART_LINE_NOT_FOUND: { http: 404, message: 'This item is no longer in your cart.' },
  ADDRESS_NOT_FOUND: { http: 404, message: 'Address not found' },
  EMAIL_NOT_REGISTERED: { http: 404, message: MSG.emailNotRegistered },
  INVALID_CREDENTIALS: { http: 401, message: 'Incorrect email or password' },
  CURRENT_PASSWORD_WRONG: {
    http: 422,
    message: 'Your current password is not right. Nothing was changed.',
  },
  EMAIL_TAKEN: { http: 409, message: 'An account with this email already exists. Please log in.' },
  OTP_INVALID: { http: 400, message: MSG.invalidOtp },
  OTP_EXPIRED: { http: 400, message: 'This OTP has expired. Please ask for a new one.' },
  OTP_TOO_MANY_TRIES: { http: 429, message: 'Too many wrong tries. Please ask for a new OTP.' },
  OTP_COOLDOWN: { http: 429, message: 'Please wait a little before asking for another OTP.' },
  OTP_LIMIT: { http: 429, message: 'Too many OTPs requested. Please try again later.' },
  RATE_LIMITED: { http: 429, message: 'Too many requests. Please wait a minute and try again.' },
  SIZE_UNAVAILABLE: { http: 409, message: 'This size is not available.' },
  OUT_OF_STOCK: { http: 409, message: 'Not enough stock for this size.' },
  NAMES_REQUIRED: { http: 422, message: MSG.enterTeeName },
  EMAIL_REQUIRED: { http: 400, message: MSG.enterEmailLoggedOut },
  CART_EMPTY: { http: 422, message: 'Your cart is empty.' },
  COD_PICKUP_ONLY: { http: 422, message: 'Cash on Delivery is only available for pickup.' },
  /** The shop runs with PAYMENT_PROVIDER=none: a settled choice, not an outage (no 5xx). */
  ONLINE_PAYMENT_OFF: { http: 422, message: MSG.onlinePaymentOff },
  PINCODE_INVALID: { http: 422, message: MSG.pinCodeNotFound },
  PINCODE_NOT_FOUND: { http: 404, message: MSG.invalidPinCode },
  PAYMENT_NOT_FOUND: { http: 404, message: 'Payment not found' },
  PAYMENT_ERROR: { http: 422, message: 'The payment did not go through.' },
  PAYMENT_UNAVAILABLE: {
    http: 503,
    message: 'Online payment is not available right now. Please try again in a few minutes.',
  },
  // Coupon refusals (docs/product.md#coupon-codes); the server's message names the reason.
  COUPON_UNKNOWN: { http: 422, message: 'This coupon code is not valid.' },
  COUPON_NOT_STARTED: { http: 422, message: 'This coupon code is not active yet.' },
  COUPON_EXPIRED: { http: 422, message: 'This coupon code has expired.' },
  COUPON_MIN_ORDER: { http: 422, message: 'Your order is below the minimum for this code.' },
  COUPON_NOT_APPLICABLE: {
    http: 422,
    message: 'This code does not apply to anything in your cart.',
  },
  COUPON_ALREADY_USED: { http: 422, message: 'You have already used this coupon code.' },
  COUPON_USED_UP: { http: 422, message: 'This coupon code has been fully used.' },
  NOTHING_TO_PAY: {
    http: 422,
    message:
      'Your coupon covers this whole order, so there is nothing to pay online. Choose pickup to place it without paying.',
  },
  COUPON_EXISTS: { http: 409, message: 'A coupon with this code already exists.' },
  INVALID_IMAGE: { http: 400, message: 'Upload JPEG, PNG or WebP images only.' },
  PAYLOAD_TOO_LARGE: { http: 413, message: 'This file is too large.' },
  UNSUPPORTED_MEDIA_TYPE: {
    http: 415,
    message: 'Send the details as JSON (Content-Type: application/json).',
  },
  CONFLICT: { http: 409, message: 'This changed in the meantime. Please try again.' },
  PRODUCT_CHANGED: {
    http: 409,
    message:
      'Someone else changed this product while you were editing it. Nothing was saved: reload it and make your change again.',
  },
  SIZE_ROW_NOT_FOUND: { http: 404, message: 'This size row is not part of the product.' },
  SIZE_EXISTS: {
    http: 409,
    message: 'This product already has that size: change its row instead.',
  },
  TOO_MANY_FILES: { http: 413, message: 'Upload at most 10 images at a time.' },
  ORDER_CHANGED: {
    http: 409,
    message:
      'This order changed since the page loaded. Nothing was changed: check its latest state and try again.',
  },
  STEP_NOT_FORWARD: {
    http: 409,
    message: 'These orders are already at this step or further. A step never goes back.',
  },
  STEP_NOT_FOR_METHOD: {
    http: 422,
    message:
      'Ready for pickup is only for pickup orders, and out for delivery only for hostel and home orders.',
  },
  HANDOVER_CODE_NEEDED: {
    http: 422,
    message: "Type the student's 4-digit handover code, or say why you hand it over without it.",
  },
  HANDOVER_CODE_WRONG: {
    http: 422,
    message: "This is not the code of this order. Check the code on the student's order page.",
  },
  // Cancelling (docs/product.md#cancelling-an-order); the server's message names the item.
  CANCEL_NOT_ALLOWED: {
    http: 409,
    message: 'This item is already packed, so it can no longer be cancelled. Nothing was changed.',
  },
  ITEM_CANCELLED: {
    http: 409,
    message: 'This item was cancelled: it cannot be delivered or moved. Nothing was changed.',
  },
  NOT_CASH_ORDER: {
    http: 422,
    message: 'This order was paid online: there is no cash to receive.',
  },
  // Clubs (docs/product.md#clubs): the admin's clubs, managers and invitations.
  CLUB_CHANGED: {
    http: 409,
    message:
      'Someone else changed this club while you were editing it. Nothing was saved: reload it and make your change again.',
  },
  CLUB_SLUG_TAKEN: { http: 409, message: 'Another club already has this address.' },
  CLUB_TAG_TAKEN: { http: 409, message: 'Another club already has this tag.' },
  CLUB_APPLICATION_NOT_FOUND: {
    http: 404,
    message: 'This collaboration application does not exist.',
  },
  CLUB_MANAGER_EXISTS: { http: 409, message: 'This person already manages the club.' },
  CLUB_MANAGER_NOT_FOUND: { http: 404, message: 'This person does not manage the club.' },
  CLUB_INVITE_NOT_FOUND: {
    http: 404,
    message: 'This invitation link is not valid. Use the link in the e-mail as it came.',
  },
  CLUB_INVITE_EXPIRED: {
    http: 410,
    message: 'This invitation has expired. Ask the shop admin to invite you again.',
  },
  CLUB_INVITE_USED: { http: 410, message: 'This invitation was already accepted.' },
  CLUB_INVITE_REVOKED: {
    http: 410,
    message: 'This invitation was withdrawn by the shop admin.',
  },
  CLUB_INVITE_WRONG_ACCOUNT: {
    http: 403,
    message: 'This invitation is for another e-mail address. Sign in with the invited address.',
  },
  INTERNAL: { http: 500, message: 'Something went wrong on our side. Please try again.' },
  DATABASE_UNAVAILABLE: {
    http: 503,
    message: 'The shop is having trouble reaching its database. Please try again in a minute.',
  },
  // Never thrown by the app: nginx answers it for /api/ when no instance takes the call
  // (deploy/nginx/campus-shop.conf, docs/operations.md).
  SHOP_UNAVAILABLE: {
    http: 503,
    message: 'The shop is not answering right now. Please try again in a minute.',
  },
  HELP_OPEN_LIMIT: {
    http: 429,
    message: 'You already have several open requests. Please wait for our answer.',
  },
  REFUND_TOO_LARGE: { http: 422, message: 'This is more than what is left to refund.' },
  PAYOUT_ABOVE_BALANCE: { http: 422, message: 'More than the balance.' },
  CASH_ORDERS_OPEN: {
    http: 422,
    message:
      'You already have the most cash orders open at once. Collect or cancel one, or pay online.',
  },
  CART_LINE_FULL: {
    http: 422,
    message: 'You already have 5 of these in your cart, the most per item.',
  },
  // Notify me (docs/product.md#notify-me).
  NOTIFY_OTP_NEEDED: {
    http: 400,
    message: 'Enter the code we e-mailed you, so we know this address is yours.',
  },
  NOTIFY_NO_DROP: {
    http: 409,
    message: 'This product has no drop coming up: there is no opening to tell you about.',
  },
  NOTIFY_SIZE_IN_STOCK: { http: 409, message: 'This size is in stock: you can order it now.' },
  NOTIFY_SIZE_NOT_MADE: {
    http: 422,
    message: 'This product is not made in this size. Ask for it with "Size Not Available?".',
  },
  NOTIFY_TOO_MANY: {
    http: 429,
    message: 'This address already waits to hear about many products. Unsubscribe from some first.',
  },
  UNSUBSCRIBE_LINK_INVALID: {
    http: 400,
    message: 'This unsubscribe link is not valid. Use the link in the e-mail as it came.',
  },
  // Size exchanges (docs/product.md#size-exchange).
  EXCHANGE_NOT_FOUND: { http: 404, message: 'Exchange request not found' },
  EXCHANGE_NOT_ALLOWED: { http: 422, message: 'This item cannot be exchanged.' },
  EXCHANGE_SOLD_OUT: {
    http: 409,
    message: 'That size has just sold out. Choose another size, or ask us with Help.',
  },
  EXCHANGE_ALREADY_ASKED: {
    http: 409,
    message: 'You already asked to exchange this item. We will answer by e-mail.',
  },
  EXCHANGE_DONE: {
    http: 409,
    message: 'This exchange request was already dealt with. Nothing was changed.',
  },
  // Pre-order drops (docs/product.md#drops); the server's message names the product or drop.
  DROP_NOT_FOUND: { http: 404, message: 'This drop does not exist.' },
  DROP_NOT_OPEN: { http: 409, message: 'Pre-orders for this drop have not opened yet.' },
  DROP_CLOSED: { http: 409, message: 'Pre-orders for this drop are closed.' },
  DROP_STILL_OPEN: {
    http: 409,
    message: 'This drop still takes pre-orders: close it before sending it to print.',
  },
  DROP_MEMBERS_ONLY: { http: 403, message: 'This drop is for its members only.' },
  DROP_REMINDED: {
    http: 429,
    message: 'A reminder for this drop went less than a day ago: the next can go a day after it.',
  },
  DROP_PRODUCT_NOT_IN_DROP: { http: 422, message: 'This product is not part of this drop.' },
  DROP_LIMIT: {
    http: 422,
    message: 'You have already pre-ordered as many of this product as one student may.',
  },
  DROP_CAP_REACHED: { http: 409, message: 'This size is sold out in this drop.' },
  DROP_CASH_NOT_ALLOWED: {
    http: 422,
    message: 'Pre-orders in this drop are paid online only. Choose Pay Online.',
  },
  DROP_PRODUCT_TAKEN: {
    http: 409,
    message: 'This product is already in another upcoming or live drop.',
  },
  DROP_STARTED: {
    http: 409,
    message: 'This drop has opened, so it can no longer be edited. You can close it early.',
  },
  DROP_EXTENDED: {
    http: 409,
    message: 'This drop was extended once already: a drop can be extended only once.',
  },
  DROP_MINIMUM_MISSED: {
    http: 409,
    message: 'This drop did not reach its minimum: its pre-orders are cancelled and refunded.',
  },
  DROP_CHANGED: {
    http: 409,
    message: 'Someone else changed this drop meanwhile. Nothing was saved: reload and try again.',
  },
  DROP_NUMBER_TAKEN: {
    http: 409,
    message: 'This number is taken in this drop. Please choose another.',
  },
  DROP_NOT_SENT_TO_PRINT: {
    http: 409,
    message: 'The bagging list is made once the drop is sent to print.',
  },
  NUMBER_REQUIRED: {
    http: 422,
    message: 'Enter the number to print, from 0 to 99.',
  },
  NUMBERED_PIECE_ONE: { http: 422, message: "A numbered piece's quantity is 1." },
  DROP_LINK_ONLY: { http: 404, message: 'This drop is open to those with its link.' },
  DROP_IN_LINE: {
    http: 409,
    message: 'You are in the line for this drop. We will let you in when it is your turn.',
  },
  DROP_LINE_TICKET: { http: 404, message: 'This place in line is not known. Join the line again.' },
} as const satisfies Record<string, { http: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
