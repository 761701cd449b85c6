import { PeopleList } from './PeopleList';

/*
 * /qualification/pilot (飞行员资质 / Pilots, issue 34): the pilots with the state of their licences and medicals;
 * a pilot's drawer holds the licences (ratings per model, instrument and instructor privileges), the medicals,
 * the landings as pilot in command in 90 days and the date of birth (a medical's validity depends on the age).
 */
export default function PilotPage() {
  return <PeopleList who="pilot" />;
}
