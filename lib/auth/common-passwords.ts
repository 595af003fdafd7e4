/**
 * Passwords of 8 or more characters that top the public breach-frequency lists (SecLists' most common
 * credentials, NCSC's 100k list), lower-cased, plus the obvious ones for this shop. Attackers try these first,
 * so they are refused whatever their length.
 */
export const commonPasswords: ReadonlySet<string> = new Set([
  "12345678", "123456789", "1234567890", "12345678910", "123123123", "1234512345", "11111111", "111111111", "1111111111",
  "00000000", "000000000", "0000000000", "88888888", "87654321", "987654321", "0987654321", "11223344", "12341234",
  "123456123", "147258369", "123654789", "12344321", "1q2w3e4r", "1q2w3e4r5t", "1q2w3e4r5t6y", "q1w2e3r4", "q1w2e3r4t5",
  "1qaz2wsx", "1qaz2wsx3edc", "zaq12wsx", "zaq1zaq1", "qazwsxedc", "qwertyui", "qwertyuiop", "qwerty123", "qwerty1234",
  "qwerty12", "qwe123qwe", "asdfghjk", "asdfghjkl", "asdf1234", "zxcvbnm1", "zxcvbnm123", "password", "password1",
  "password12", "password123", "password1234", "password!", "passw0rd", "p@ssw0rd", "p@ssword", "pa$$word", "passwort",
  "motdepasse", "contraseña", "iloveyou", "iloveyou1", "iloveyou2", "princess", "princess1", "sunshine", "sunshine1",
  "football", "football1", "baseball", "basketball", "superman", "batman123", "starwars", "trustno1", "whatever",
  "welcome1", "welcome123", "letmein1", "letmein123", "sunflower", "babygirl", "babygirl1", "michelle", "jennifer",
  "jordan23", "computer", "internet", "corvette", "mercedes", "ferrari1", "chocolate", "butterfly", "charlie1",
  "liverpool", "arsenal1", "chelsea1", "manchester", "barcelona", "realmadrid", "pokemon1", "minecraft", "fortnite",
  "dragon123", "master123", "monkey123", "shadow123", "abcd1234", "abc12345", "abc123456", "abcdefgh", "a1b2c3d4",
  "aa123456", "aa12345678", "asd123456", "azerty123", "azertyuiop", "changeme", "changeme1", "default1", "administrator",
  "admin123", "admin1234", "admin12345", "adminadmin", "root1234", "test1234", "test12345", "testtest", "guest123",
  "user1234", "login123", "secret123", "1password", "01011990", "01012000", "12121212", "13131313", "55555555",
  "66666666", "77777777", "99999999", "123qweasd", "qweasdzxc", "qweqweqwe", "asdasdasd", "loveyou1", "lovelove",
  "iloveu123", "hello123", "helloworld", "freedom1", "goodluck", "samsung1", "google123", "facebook", "linkedin",
  "instagram", "yankees1", "cowboys1", "steelers", "matchaglow", "matcha123", "matchagreen", "skincare", "skincare1",
  "dubai123", "dubai2024", "dubai2025", "dubai2026", "emirates", "uae12345", "summer2024", "summer2025", "summer2026",
  "winter2024", "winter2025", "spring2025", "autumn2025", "january1", "december", "september", "password2024",
  "password2025", "password2026", "qwerty2025", "welcome2025", "letmein!", "whatever1", "nothing1", "blink182",
]);
