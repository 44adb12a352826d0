import { fromPromise } from 'xstate';
import { checkCertificate } from '../../services/certificatesApi';
import { certificateCheckMachine } from './certificateCheckMachine';

/** The portal's machines with the client's calls. */
export const certificateCheckClientMachine = certificateCheckMachine.provide({
  actors: { check: fromPromise(({ input, signal }) => checkCertificate(input, signal)) },
});
