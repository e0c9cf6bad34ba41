// Standalone page, for working on this remote alone (the shell never loads this file).
import { mountStandalone } from 'shared-ui/standalone';
import Area from './expose/area';

mountStandalone({ Area, home: '/en/customer-reservation/login' });
