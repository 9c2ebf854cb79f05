#!/usr/bin/python3
"""test-phone-browser — the phone page in headless Chromium, a whole game.

Two phone seats (each its own Chromium, 360x740, one light, one dark),
one mouse seat and one computer play a seeded game to its end. The phones
choose by clicking the page's buttons; the mouse seat chooses through the
session's choosing call (the one the seat's panel makes), in the game
binary. The story moves one beat at a time: after each one the test
waits until each page shows its own seat as the board shows it (the
shown seat's numbers, and the page's lines), then checks that neither
page has ever held another seat's choice except in a reveal, nor a
reveal while choosing.

With BENCH_CHOICES=N it measures instead: N choices (and changes of
mind) sent from one page, from the page's timestamp to the session
holding the choice; it prints the median and the 95th percentile.

With SCREENSHOT_DIR set, it saves the pages there: a room, an
adventure's options, the hint and the reveal, light and dark.

Usage: test-phone-browser.py LAIR-PHONE-GAME
Skipped (77) without selenium, chromium or chromedriver.
"""
import os
import shutil
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from phonews import Game, policy  # noqa: E402

try:
    from selenium import webdriver
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
except ImportError:
    print('no selenium: skipped')
    sys.exit(77)

CHROMIUM = shutil.which('chromium') or shutil.which('chromium-browser')
DRIVER = shutil.which('chromedriver')
if CHROMIUM is None or DRIVER is None:
    print('no chromium or chromedriver: skipped')
    sys.exit(77)

SHOTS = os.environ.get('SCREENSHOT_DIR')
FIELDS = ('inside', 'hand', 'chest', 'gold_bars', 'shares', 'queens', 'changelings', 'obligation')
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print('not ok:', what, flush=True)
    return condition


def browser(dark, language='en'):
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ('--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
                '--window-size=360,740', '--lang=' + language, '--no-first-run',
                '--disable-background-networking', '--disable-extensions'):
        options.add_argument(arg)
    options.add_experimental_option('prefs', {'intl.accept_languages': language})
    # the browser is not what is tested: none of the game's debugging
    # and sanitizer settings (fatal GLib warnings would stop it)
    env = {k: v for k, v in os.environ.items()
           if k not in ('G_DEBUG', 'ASAN_OPTIONS', 'LSAN_OPTIONS', 'UBSAN_OPTIONS', 'MALLOC_CHECK_',
                        'MALLOC_PERTURB_', 'G_SLICE')}
    driver = webdriver.Chrome(service=Service(DRIVER, env=env), options=options)
    driver.set_window_size(360, 740)
    driver.execute_cdp_cmd('Emulation.setDeviceMetricsOverride',
                           {'width': 360, 'height': 740, 'deviceScaleFactor': 1, 'mobile': True})
    driver.execute_cdp_cmd('Emulation.setEmulatedMedia',
                           {'features': [{'name': 'prefers-color-scheme', 'value': 'dark' if dark else 'light'}]})
    return driver


class Phone:
    def __init__(self, seat, address, dark):
        self.seat = seat
        self.dark = dark
        self.driver = browser(dark)
        self.driver.get(address + '#record')
        self.shots = set()

    def state(self):
        return self.driver.execute_script('return window.lairPhone ? window.lairPhone.state() : null;')

    def received(self):
        return self.driver.execute_script('return window.lairPhone.received.slice();')

    def lines_shown(self):
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll('#lines li'), (li) => li.textContent);")

    def wait(self, condition, what, timeout=20):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            state = self.state()
            if state is not None and condition(state):
                return state
            time.sleep(0.03)
        check(False, 'seat %d: %s' % (self.seat + 1, what))
        return self.state()

    def shot(self, name):
        if SHOTS is None or name in self.shots:
            return
        self.shots.add(name)
        os.makedirs(SHOTS, exist_ok=True)
        self.driver.save_screenshot(os.path.join(SHOTS, 'phone-%s-%s.png' % (name, 'dark' if self.dark else 'light')))

    def close(self):
        try:
            self.driver.quit()
        except WebDriverException:
            pass


def shows(shown):
    """The page shows the seat as the board does"""
    def condition(state):
        return all(state['seat'][f] == shown[f] for f in FIELDS)
    return condition


def check_secrets(phone, reveals_seen):
    """Neither page ever held another seat's choice before its reveal"""
    reveal_texts = set()
    for message in phone.received():
        if message.get('type') != 'state':
            continue
        check(message['seat']['index'] == phone.seat, 'seat %d was told of another seat' % (phone.seat + 1))
        if message['reveal'] is not None:
            check(not message['deciding'], 'seat %d held a reveal while choosing' % (phone.seat + 1))
            reveal_texts.add((message['reveal']['text'], str(message['reveal']['choices'])))
        # another seat's choice is nowhere but in the reveal
        rest = dict(message)
        rest.pop('reveal')
        text = str(rest)
        check("'seat': " not in text.replace("'seat': {", ''), 'seat %d: a seat outside the reveal' % (phone.seat + 1))
    # one reveal the board has turned, and perhaps the one it turns now
    check(len(reveal_texts) <= reveals_seen + 1,
          'seat %d held %d reveals, the board had turned %d' % (phone.seat + 1, len(reveal_texts), reveals_seen))


def play_game(binary):
    game = Game(binary, '--seats', 'ppmc', '--seed', '5', '--grace', '150', '--stepped', '--wait', '--show-odds')
    phones = {0: Phone(0, game.addresses[0], dark=False), 1: Phone(1, game.addresses[1], dark=True)}
    reveals = 0
    beats = 0
    decisions = 0
    hinted = False
    try:
        while True:
            event = game.read(120)
            if event['event'] == 'finished':
                for phone in phones.values():
                    phone.wait(lambda s: s['phase'] == 'finished', 'the game is over on the phone')
                    check(phone.driver.find_element(By.ID, 'status').text != '', 'the phone says the game is over')
                break
            seats = {s['index']: s for s in event['seats']}
            if event['event'] in ('beat', 'summary'):
                beats += 1
                if event.get('kind') == 'reveal':
                    reveals += 1
                for seat, phone in phones.items():
                    state = phone.wait(shows(seats[seat]), 'after beat %d the page shows the seat as the board: %s'
                                       % (beats, {f: seats[seat][f] for f in FIELDS}))
                    if state is not None:
                        deadline = time.monotonic() + 5
                        while phone.lines_shown() != state['seat']['lines'] and time.monotonic() < deadline:
                            time.sleep(0.03)
                        check(phone.lines_shown() == state['seat']['lines'], 'the page draws its lines')
                        if event.get('kind') == 'reveal' and state['reveal'] is not None:
                            phone.shot('reveal')
                    check_secrets(phone, reveals)
                game.say('next')
            elif event['event'] == 'deciding':
                decisions += 1
                for seat, phone in phones.items():
                    if not seats[seat]['inside']:
                        continue
                    decision = event['decision']
                    state = phone.wait(lambda s, d=decision: s['deciding'] and s['decision'] == d,
                                       'the page offers decision %d' % decision)
                    if state is None or not state['deciding']:
                        continue
                    phone.shot('room')
                    choices = [o['choice'] for o in state['options']]
                    if any(c not in ('stay', 'leave') for c in choices):
                        phone.shot('adventure')
                    if not hinted and seat == 0:
                        phone.driver.find_element(By.ID, 'hint-button').click()
                        deadline = time.monotonic() + 60
                        while phone.driver.find_element(By.ID, 'hint-text').text == '' and time.monotonic() < deadline:
                            time.sleep(0.05)
                        hinted = check(phone.driver.find_element(By.ID, 'hint-text').text != '', 'the hint comes')
                        phone.shot('hint')
                    choice = policy(state)
                    buttons = phone.driver.find_elements(By.CSS_SELECTOR, 'button[data-choice="%s"]' % choice)
                    if not check(len(buttons) == 1, 'the page has a button for %s' % choice):
                        continue
                    buttons[0].click()
                    # the session's answer; the last seat to choose may see
                    # the decision close before the page is looked at again
                    deadline = time.monotonic() + 20
                    while not any(m.get('type') == 'chosen' and m['decision'] == decision and m['choice'] == choice
                                  for m in phone.received()):
                        if not check(time.monotonic() < deadline, 'the choice %s is taken' % choice):
                            break
                        time.sleep(0.03)
                    state = phone.state()
                    if state['deciding'] and state['decision'] == decision and state['chosen'] == choice:
                        check(phone.driver.find_elements(By.CSS_SELECTOR,
                                                         'button.chosen[data-choice="%s"]' % choice)
                              or not phone.state()['deciding'], 'the page marks the choice')
        print('%d beats, %d decisions, %d reveals' % (beats, decisions, reveals), flush=True)
        check(beats > 50 and decisions > 10 and reveals > 10, 'a whole game was played')
        check(hinted, 'a hint was asked for and given')
    finally:
        for phone in phones.values():
            phone.close()
        game.close()


def bench(binary, n):
    """Choice latency, page to session, over the loopback"""
    # a long grace: the decision stays open while the page changes its mind
    game = Game(binary, '--seats', 'p', '--seed', '3', '--grace', '600000', '--wait')
    phone = Phone(0, game.addresses[0], dark=False)
    try:
        state = phone.wait(lambda s: s['deciding'], 'the page offers a choice', timeout=60)
        choices = [o['choice'] for o in state['options']]
        for k in range(n):
            # under the server's limit of 20 messages a second
            time.sleep(0.06)
            choice = choices[k % len(choices)]
            before = len(phone.driver.execute_script('return window.lairPhone.latencies;'))
            # the buttons are drawn anew with each state: clicked where they are now
            phone.driver.execute_script(
                "document.querySelector('button[data-choice=\"' + arguments[0] + '\"]').click();", choice)
            deadline = time.monotonic() + 10
            while len(phone.driver.execute_script('return window.lairPhone.latencies;')) == before:
                if time.monotonic() > deadline:
                    check(False, 'choice %d answered' % k)
                    break
                time.sleep(0.005)
        latencies = sorted(phone.driver.execute_script('return window.lairPhone.latencies;'))
    finally:
        phone.close()
        game.close()
    if latencies:
        p50 = latencies[len(latencies) // 2]
        p95 = latencies[min(len(latencies) - 1, int(round(0.95 * len(latencies))) - 1)]
        print('choices: %d, median %.2f ms, p95 %.2f ms, max %.2f ms' % (len(latencies), p50, p95, latencies[-1]))


def main():
    binary = sys.argv[1]
    n = int(os.environ.get('BENCH_CHOICES', '0'))
    if n > 0:
        bench(binary, n)
    else:
        play_game(binary)
    if failures:
        print('%d failures' % len(failures))
        sys.exit(1)
    print('all checks passed')


if __name__ == '__main__':
    main()
