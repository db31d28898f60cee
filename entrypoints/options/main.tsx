import { mountPage } from '../../components/mount-page';
import '../../components/review.css';
import './options.css';
import { App } from './App';

mountPage(App);
