import { configure } from '@testing-library/react';

// The client suite's components wait on a real emulator over HTTP: a busy machine can stretch a round trip
// past Testing Library's one-second default for findBy and waitFor.
configure({ asyncUtilTimeout: 5_000 });
