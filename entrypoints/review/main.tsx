import { mountPage } from '../../components/mount-page';
import '../../components/review.css';
import { App } from './App';

mountPage(App);
