// What other features use of users besides its module and repository: the identity a signed-in answer carries.
export { toAuthIdentity } from './user-profile';
