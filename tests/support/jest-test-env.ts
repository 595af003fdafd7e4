// Account tests sign up and sign in hundreds of times; at the production scrypt cost that was most of their time.
// lib/auth/password-hash.ts honours this only under NODE_ENV=test, which Jest sets;
// tests/unit/auth/password-hash.test.ts checks the production cost without it.
process.env.PASSWORD_HASH_COST = "test";
