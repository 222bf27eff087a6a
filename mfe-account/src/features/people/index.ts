// The People of the diary, managed on the Tags page.
export { PeopleSection } from './components/PeopleSection';
