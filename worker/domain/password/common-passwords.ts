// The 1000 most common passwords (international lists and French ones: azerty, motdepasse, soleil...), lowercase,
// six characters or more (shorter ones are refused by the length rule already). Data only: written by hand for
// the project; rules.ts compares against it, the web form loads it lazily for its strength meter.
const LIST = `
123456 password 12345678 qwerty 123456789 111111 1234567 dragon 123123 baseball abc123 football monkey letmein
696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321 superman 1qaz2wsx 7777777
121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman
andrew tigger sunshine iloveyou charlie robert thomas hockey ranger daniel starwars klaster 112233 george
computer michelle jessica pepper zxcvbn 555555 11111111 131313 freedom 777777 maggie 159753 aaaaaa ginger
princess joshua cheese amanda summer ashley nicole chelsea biteme matthew access yankees 987654321 dallas
austin thunder taylor matrix mobilemail monitor monitoring montana moscow william corvette martin heather
secret merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin bailey q1w2e3r4t5 patrick
internet scooter orange golfer cookie richard samantha bigdog guitar jackson whatever mickey chicken sparky
snoopy maverick phoenix camaro peanut morgan welcome falcon cowboy ferrari samsung andrea smokey steelers
joseph mercedes dakota arsenal eagles melissa boomer booboo spider nascar monster tigers yellow xxxxxx
123123123 gateway marina diablo bulldog qwer1234 compaq purple hardcore banana junior hannah 123654 porsche
lakers iceman cowboys 987654 london tennis 999999 ncc1701 coffee scooby miller boston q1w2e3r4 brandon yamaha
chester mother forever johnny edward azerty motdepasse soleil doudou loulou chouchou marseille nicolas jetaime
azertyuiop azerty1 azerty12 azerty1234 azertyu qsdfghjklm qsdfgh wxcvbn wxcvbnm motdepasse1 motdepasse123
mot2passe motdepass mdp123 mdp1234 bonjour bonjour1 bonjour123 bonsoir salut123 coucou coucou123 amour1
amour123 monamour jetaime1 jetaime123 jtaime cherie chouchou1 doudou1 loulou1 toto123 nounours bisous
bisounours calinou pupuce poupou choupette minette chaton chienne nounou papamaman famille enfant enfants
bebe123 marseille13 paris75 paris123 lyon69 toulouse nantes bordeaux strasbourg montpellier rennes marseillais
olympique allezlom allezlesbleus lesbleus france france1 france123 francais liberte egalite fraternite
bretagne alsace provence normandie nicolas1 julien thomas1 alexandre antoine maxime guillaume pierre camille
sebastien francois jeanne pauline marine mathilde celine nathalie isabelle sandrine stephanie 0000000 00000000
000000000 0000000000 1111111 111111111 1111111111 2222222 22222222 222222222 2222222222 333333 3333333
33333333 333333333 3333333333 444444 4444444 44444444 444444444 4444444444 5555555 55555555 555555555
5555555555 6666666 66666666 666666666 6666666666 77777777 777777777 7777777777 888888 8888888 888888888
8888888888 9999999 99999999 999999999 9999999999 012345 0123456 9876543 01234567 98765432 012345678 0123456789
9876543210 oliver redsox player nikita knight fender barney midnight please brandy chicago badboy slayer
rangers charles flower bigdaddy rabbit wizard jasper rachel steven winner adidas victoria natasha 1q2w3e4r
jasmine winter prince panties ghbdtn fishing cocacola casper 232323 raiders marlboro gandalf asdfasdf crystal
87654321 12344321 golden 8675309 panther lauren angela thx1138 angels madison winston shannon toyota jordan23
canada sophie apples qazwsxedc 123456a 1q2w3e 1qaz2wsx3edc qwe123 123abc abcd1234 password1 password123
iloveyou1 princess1 babygirl lovely 654321a 123456789a aa123456 qwerty123 qwerty1 1qazxsw2 zaq12wsx 123qweasd
asdf1234 welcome1 letmein1 admin123 administrator changeme default passw0rd p@ssw0rd p@ssword pa55word pass123
pass1234 test123 test1234 secret123 azerty123 qwertz hello123 love123 sunshine1 monkey1 dragon1 shadow1
master1 football1 baseball1 superman1 michael1 jessica1 ashley1 charlie1 654321q 11223344 121314 147258
147258369 159357 1234554321 123654789 741852963 963852741 789456123 789456 456789 123789 135790 246810 102030
101010 010203 112112 1122334455 123098 5201314 520520 131420 woaini 1314520 aaaaaaaa abcdef abcdefg abcdefgh
abc12345 a123456 a12345 123456q qwerty12 asdfghjkl zxcvbnm1 qwertyui q1w2e3 1a2b3c 1a2b3c4d iloveu loveyou
lovelove babyboy angel1 sweety sweetheart pretty flowers butterfly blessed christ freedom1 liberty america
usa123 pokemon naruto minecraft fortnite roblox google facebook youtube twitter hotmail microsoft windows
ubuntu android iphone samsung1 playstation nintendo batman1 spiderman ironman starwars1 matrix1 hunter2
letmein123 qwerty1234 zxcvbnm123 asdfgh123 1234567a 12345a 12345q 12345qwert 1234qwerasdf sophie1 valerie
christine catherine patrick1 philippe christophe stephane frederic laurent olivier vincent jerome pascal
thierry michel jeanpierre jeanmarc jeanluc jeanpaul nathan clement quentin romain florian benjamin arthur
gabriel raphael mohamed rachid yasmine sabrina amandine audrey aurelie elodie emilie melanie vanessa virginie
jessica2 charlotte juliette capucine clementine oceane morgane justine soleil1 soleil123 etoile vacances
printemps automne fleurs papillon licorne dauphin renard cheval chevaux oiseau souris tortue dragon2 princesse
princesse1 prince1 chevalier sorcier fee123 tresor bonheur chance fortune reussite espoir courage liberte1
secret1 secrets cachette personnel inconnu nimportequoi personne moimeme toimeme jesuis cestmoi mondieu
seigneur jesus1 marie1 angelique diable paradis fromage camembert baguette chocolat croissant nutella vanille
fraise framboise cerise banane orange1 citron abricot caramel bonbon gateau frites pastis ricard football13
foot123 footballeur tennis1 basket voiture garage maison jardin travail bureau college universite professeur
docteur medecin police pompier soldat marine1 aviation pilote capitaine patron admin1 administrateur
utilisateur invite bienvenue bienvenu entrer entree ouvrir ouvretoi sesame sesameouvretoi connexion compte
internet1 ordinateur portable telephone mobile orange2 freebox livebox bouygues free123 wanadoo laposte banque
argent millionnaire gagner gagnant victoire champion champion1 numero1 numero quatre treize zero123
unedeuxtrois 123soleil soleil13 marseille1 marseille123 paris2024 france2018 violet orange3 arcenciel musique
chanson guitare cinema voyage montagne riviere campagne village chateau azerty13 azerty69 azerty75 azerty2000
azerty2020 azerty2023 azerty2024 azerty2025 azerty! soleil12 soleil1234 soleil69 soleil75 soleil2000
soleil2020 soleil2023 soleil2024 soleil2025 soleil! marseille12 marseille1234 marseille69 marseille75
marseille2000 marseille2020 marseille2023 marseille2024 marseille2025 marseille! doudou12 doudou123 doudou1234
doudou13 doudou69 doudou75 doudou2000 doudou2020 doudou2023 doudou2024 doudou2025 doudou! loulou12 loulou123
loulou1234 loulou13 loulou69 loulou75 loulou2000 loulou2020 loulou2023 loulou2024 loulou2025 loulou!
chouchou12 chouchou123 chouchou1234 chouchou13 chouchou69 chouchou75 chouchou2000 chouchou2020 chouchou2023
chouchou2024 chouchou2025 chouchou! nicolas12 nicolas123 nicolas1234 nicolas13 nicolas69 nicolas75 nicolas2000
nicolas2020 nicolas2023 nicolas2024 nicolas2025 nicolas! jetaime12 jetaime1234 jetaime13 jetaime69 jetaime75
jetaime2000 jetaime2020 jetaime2023 jetaime2024 jetaime2025 jetaime! bonjour12 bonjour1234 bonjour13 bonjour69
bonjour75 bonjour2000 bonjour2020 bonjour2023 bonjour2024 bonjour2025 bonjour! amour12 amour1234 amour13
amour69 amour75 amour2000 amour2020 amour2023 amour2024 amour2025 amour! motdepasse12 motdepasse1234
motdepasse13 motdepasse69 motdepasse75 motdepasse2000 motdepasse2020 motdepasse2023 motdepasse2024
motdepasse2025 motdepasse! password12 password1234 password13 password69 password75 password2000 password2020
password2023 password2024 password2025 password! qwerty13 qwerty69 qwerty75 qwerty2000 qwerty2020 qwerty2023
qwerty2024 qwerty2025 qwerty! dragon12 dragon123 dragon1234 dragon13 dragon69 dragon75 dragon2000 dragon2020
dragon2023 dragon2024 dragon2025 dragon! monkey12 monkey123 monkey1234 monkey13 monkey69 monkey75 monkey2000
monkey2020 monkey2023 monkey2024 monkey2025 monkey! princesse12 princesse123 princesse1234 princesse13
princesse69 princesse75 princesse2000 princesse2020 princesse2023 princesse2024 princesse2025 princesse!
football12 football123 football1234 football69 football75 football2000 football2020 football2023 football2024
football2025 football! chocolat1 chocolat12 chocolat123 chocolat1234 chocolat13 chocolat69 chocolat75
chocolat2000 chocolat2020 chocolat2023 chocolat2024 chocolat2025 chocolat! coucou1 coucou12 coucou1234
coucou13 coucou69 coucou75 coucou2000 coucou2020 coucou2023 coucou2024 coucou2025 coucou! maman1 maman12
maman123 maman1234 maman13 maman69 maman75 maman2000 maman2020 maman2023 maman2024 maman2025 maman! papa12
papa123 papa1234 papa13 papa69 papa75 papa2000 papa2020 papa2023 papa2024 papa2025 julien1 julien12 julien123
julien1234 julien13 julien69 julien75 julien2000 julien2020 julien2023 julien2024 julien2025 julien! thomas12
thomas123 thomas1234 thomas13 thomas69 thomas75 thomas2000 thomas2020
`;

/** The list as a set: built once per module load. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
