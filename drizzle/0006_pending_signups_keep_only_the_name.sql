-- Sign-up codes kept the registering person's password hash and phone until the code was used,
-- and the account was made from them. The account now takes the details sent with the code,
-- so pending sign-ups keep only the name their mail greets: drop what older rows carry.
UPDATE "otp_challenges" SET "pending_signup" = "pending_signup" - 'passwordHash' - 'phone' WHERE "pending_signup" IS NOT NULL;
