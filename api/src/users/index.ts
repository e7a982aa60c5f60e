// What other features use of users besides its module and repository: the identity a signed-in answer carries,
// and the profile as the account's own data export holds it.
export { toAuthIdentity, toUserProfile } from './user-profile';
